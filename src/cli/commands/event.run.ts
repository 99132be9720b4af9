import { makeEventId } from "../../app/event-list.js";
import { localDate } from "../local-time.js";
import { badInput } from "../exit.js";
import { parseFormat } from "./event-rules-options.js";
import { freshSeed, sendCommand } from "../live/session.js";
import { printJson, printLines } from "../output.js";
import { withStore } from "../store-option.js";
import { rememberCurrentEvent } from "./use.run.js";

export interface EventCreateFlags {
  readonly name: string;
  readonly game: string;
  readonly rules?: string;
  readonly type?: string;
  readonly format?: string;
  readonly date?: string;
  readonly seed?: string;
  readonly sanctioned?: boolean;
  readonly championship?: boolean;
  readonly location?: string;
  readonly director?: string;
  readonly tiebreaks?: string;
  readonly cap?: string;
  readonly json?: boolean;
  readonly db?: string;
  /** Make it the current event of this folder at once, as `handsdown use` would. */
  readonly use?: boolean;
}

/** The core names the results file's fields; the TD typed these options. */
const EVENT_OPTIONS = {
  "event.name": "--name",
  "event.date": "--date",
  "event.game": "--game",
  "event.rules": "--rules",
  "event.type": "--type",
  "event.location": "--location",
  "event.director": "--director",
  "event.options.tiebreaks": "--tiebreaks",
  "event.options.cap": "--cap",
  "event.options.format": "--format",
};

export async function runEventCreate(flags: EventCreateFlags): Promise<void> {
  if (flags.name.trim() === "") return badInput("--name: empty; give the event's name (docs/rules.md §6)");
  if (flags.seed !== undefined && flags.seed.trim() === "") {
    return badInput("--seed: empty; give a seed, or leave --seed out for a fresh one (docs/rules.md §2)");
  }
  let cap: number | undefined;
  if (flags.cap !== undefined) {
    cap = Number(flags.cap);
    if (!/^\d+$/.test(flags.cap) || cap < 1)
      return badInput(`--cap ${flags.cap}: expected a whole number ≥ 1 (O1)`);
  }
  const format = parseFormat(flags.format);
  // The TD's own day, not the UTC one (an evening event west of Greenwich is not tomorrow's).
  const date = flags.date ?? localDate(new Date());
  const options = {
    ...(flags.tiebreaks !== undefined && { tiebreaks: flags.tiebreaks }),
    ...(cap !== undefined && { cap }),
    ...(format !== undefined && { format }),
  };
  const event = {
    name: flags.name.trim(),
    date,
    game: flags.game,
    ...(flags.rules !== undefined && { rules: flags.rules }),
    ...(flags.type !== undefined && { type: flags.type }),
    ...(flags.sanctioned === true && { sanctioned: true }),
    ...(flags.championship === true && { championship: true }),
    ...(flags.location !== undefined && { location: flags.location }),
    ...(flags.director !== undefined && { director: flags.director }),
    ...(Object.keys(options).length > 0 && { options }),
  };
  const id = makeEventId(event.name, date);
  await withStore(flags, (store) =>
    sendCommand(store, id, { type: "CreateEvent", event }, flags.seed ?? freshSeed(), EVENT_OPTIONS),
  );
  // stdout stays the id alone (DESIGN's contract), so a script reads it; the note goes to stderr.
  if (flags.use) process.stderr.write(`handsdown: ${rememberCurrentEvent(id, flags.db, event.name)}\n`);
  if (flags.json) printJson({ id });
  else printLines([id]);
}
