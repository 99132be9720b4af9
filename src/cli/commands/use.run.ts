import { existsSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { CURRENT_FILE, currentEvent } from "../current-event.js";
import { badInput, usageError } from "../exit.js";
import { withEvent } from "../live/session.js";
import { printJson, printLines } from "../output.js";

export interface UseFlags {
  readonly db?: string;
  readonly clear?: boolean;
  readonly json?: boolean;
}

export async function runUse(eventId: string | undefined, flags: UseFlags): Promise<void> {
  const path = join(process.cwd(), CURRENT_FILE);
  if (flags.clear) {
    if (eventId !== undefined) return usageError("--clear: give no EVENT with it");
    if (existsSync(path)) rmSync(path);
    return printLines([`no current event in this folder (${CURRENT_FILE} removed)`]);
  }
  if (eventId === undefined) {
    const current = currentEvent();
    if (flags.json)
      return printJson({
        event: current.event ?? null,
        db: current.db ?? null,
        from: { event: current.eventFrom ?? null, db: current.dbFrom ?? null },
      });
    if (current.event === undefined && current.db === undefined)
      return printLines(["no current event: handsdown use EVENT [--db PATH], or set HANDSDOWN_EVENT"]);
    return printLines([
      ...(current.event ? [`event: ${current.event} (${current.eventFrom})`] : []),
      ...(current.db ? [`database: ${current.db} (${current.dbFrom})`] : []),
    ]);
  }
  // The event must be in that database: a typo is refused now, not at the next command.
  const name = await withEvent(flags, eventId, async (live) => live.state.event!.name);
  if (eventId.trim() === "") return badInput("EVENT: empty");
  const saved = rememberCurrentEvent(eventId, flags.db, name);
  if (flags.json) return printJson({ event: eventId, db: flags.db ?? null, from: CURRENT_FILE });
  printLines([saved]);
}

/** Saves EVENT (and its database) as this folder's current event; says so in one line. */
export function rememberCurrentEvent(eventId: string, db: string | undefined, name?: string): string {
  writeFileSync(
    join(process.cwd(), CURRENT_FILE),
    `${JSON.stringify({ event: eventId, ...(db !== undefined && { db }) }, null, 2)}\n`,
  );
  return `current event: ${eventId}${name !== undefined ? ` (${name})` : ""}${db !== undefined ? ` in ${db}` : ""}; saved in ${CURRENT_FILE}`;
}
