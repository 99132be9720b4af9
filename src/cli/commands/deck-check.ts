// `handsdown deck-check (--players a,b,… | --count N) [--failed a,b] [--final a,b] [--seed S]
// [--label L] [--json]` — SPEC R7: which decks to check between games (≥25% at random, earlier
// failures always, both Final Confrontation players before it).
import type { Command } from "commander";
import { selectDeckChecks, type DeckCheckSelection } from "../../core/event-rules/index.js";
import { usageError } from "../exit.js";
import { printJson, printLines } from "../output.js";
import { orBadInput, parseIds, parseWhole, seedOrNew } from "./event-rules-options.js";

interface DeckCheckOptions {
  readonly players?: string;
  readonly count?: string;
  readonly failed?: string;
  readonly final?: string;
  readonly seed?: string;
  readonly label: string;
  readonly json?: boolean;
}

const REASONS = {
  random: "drawn at random",
  "failed-before": "failed a check before",
  "final-confrontation": "plays the Final Confrontation",
} as const;

function toLines(selection: DeckCheckSelection, seed: string, label: string): string[] {
  return [
    selection.explanation,
    `Seed: ${seed}, check point "${label}" (same seed and label → same draw)`,
    "",
    ...selection.selected.map((line) => `  ${line.id}  (${REASONS[line.reason]})`),
  ];
}

export function registerDeckCheck(program: Command): void {
  program
    .command("deck-check")
    .description("pick the decks to check between games (docs/rules.md R7, S7, F4)")
    .option("--players <ids>", "competing players, comma-separated")
    .option("--count <n>", "or: number of players, named 1..N")
    .option("--failed <ids>", "players who failed a deck check before")
    .option("--final <ids>", "the two Final Confrontation players (checked before it)")
    .option("--seed <seed>", "the event's seed (default: a new one, printed)")
    .option("--label <label>", 'this check point, e.g. "round 2 game 1"', "deck check")
    .option("--json", "print the selection as JSON and nothing else")
    .action((options: DeckCheckOptions) => {
      if ((options.players === undefined) === (options.count === undefined))
        usageError("deck-check: give either --players or --count");
      const count = parseWhole("--count", options.count, "R7", 1);
      const players =
        count === undefined
          ? parseIds("--players", options.players, "R7")
          : Array.from({ length: count }, (_, i) => String(i + 1));
      const finalists = options.final === undefined ? undefined : parseIds("--final", options.final, "F4");
      const seed = seedOrNew(options.seed);
      const selection = orBadInput(
        selectDeckChecks({
          players,
          failedBefore: parseIds("--failed", options.failed, "R7"),
          ...(finalists && { finalists }),
          seed,
          label: options.label,
        }),
        { players: "--players/--failed/--final", finalists: "--final" },
      );
      if (options.json) printJson({ seed, label: options.label, ...selection });
      else printLines(toLines(selection, seed, options.label));
    });
}
