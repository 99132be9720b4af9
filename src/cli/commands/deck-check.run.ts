import { selectDeckChecks, type DeckCheckSelection } from "../../core/event-rules/index.js";
import { isOut } from "../../core/tournament/state.js";
import { badInput, usageError } from "../exit.js";
import { nameIndex, resolvePlayer } from "../live/players.js";
import { withEvent } from "../live/session.js";
import { printJson, printLines } from "../output.js";
import { orBadInput, parseIds, parseWhole, seedOrNew } from "./event-rules-options.js";

export interface DeckCheckOptions {
  readonly players?: string;
  readonly count?: string;
  readonly failed?: string;
  readonly final?: string;
  readonly seed?: string;
  readonly label?: string;
  readonly json?: boolean;
  readonly db?: string;
}

const REASONS = {
  random: "drawn at random",
  "failed-before": "failed a check before",
  "final-confrontation": "plays the Final Confrontation",
} as const;

function toLines(
  selection: DeckCheckSelection,
  seed: string,
  label: string,
  name: (id: string) => string,
): string[] {
  return [
    selection.explanation,
    `Seed: ${seed}, check point "${label}" (same seed and label → same draw)`,
    "",
    ...selection.selected.map((line) => `  ${name(line.id)}  (${REASONS[line.reason]})`),
  ];
}

function print(
  selection: DeckCheckSelection,
  seed: string,
  label: string,
  json: boolean | undefined,
  name: (id: string) => string = (id) => id,
): void {
  if (json) printJson({ seed, label, ...selection });
  else printLines(toLines(selection, seed, label, name));
}

const FIELDS = { players: "--players/--failed/--final", finalists: "--final" };

export async function runDeckCheck(eventId: string | undefined, options: DeckCheckOptions): Promise<void> {
  if (eventId !== undefined) {
    if (
      options.players !== undefined ||
      options.count !== undefined ||
      options.failed !== undefined ||
      options.seed !== undefined
    ) {
      return usageError(
        "deck-check EVENT: the players, earlier failures and seed come from the event; leave out --players, --count, --failed and --seed (R7)",
      );
    }
    return withEvent(options, eventId, async (live) => {
      const state = live.state;
      const players = state.players.filter((p) => !isOut(p)).map((p) => p.id);
      if (players.length === 0) return badInput("EVENT: no player is in the event to check (R7)");
      const failedBefore = [
        ...new Set(state.deckChecks.filter((c) => !c.passed).map((c) => c.playerId)),
      ].filter((id) => players.includes(id));
      const finalists =
        options.final === undefined
          ? undefined
          : parseIds("--final", options.final, "F4").map((text) =>
              resolvePlayer(state.players, text, "--final", "F4"),
            );
      const seed = state.event!.seed ?? eventId;
      const label = options.label ?? `deck check after pairing ${state.pairings.length}`;
      const selection = orBadInput(
        selectDeckChecks({ players, failedBefore, ...(finalists && { finalists }), seed, label }),
        FIELDS,
      );
      print(selection, seed, label, options.json, nameIndex(state.players));
    });
  }
  if ((options.players === undefined) === (options.count === undefined))
    return usageError("deck-check: give either --players or --count");
  const count = parseWhole("--count", options.count, "R7", 1);
  const players =
    count === undefined
      ? parseIds("--players", options.players, "R7")
      : Array.from({ length: count }, (_, i) => String(i + 1));
  if (players.length === 0)
    return badInput(`--players "${options.players}": no player named; give IDs separated by commas (R7)`);
  const finalists = options.final === undefined ? undefined : parseIds("--final", options.final, "F4");
  const seed = seedOrNew(options.seed);
  const label = options.label ?? "deck check";
  const selection = orBadInput(
    selectDeckChecks({
      players,
      failedBefore: parseIds("--failed", options.failed, "R7"),
      ...(finalists && { finalists }),
      seed,
      label,
    }),
    FIELDS,
  );
  print(selection, seed, label, options.json);
}
