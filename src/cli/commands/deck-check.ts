// `handsdown deck-check [EVENT] (--players a,b,… | --count N) [--failed a,b] [--final a,b]
// [--seed S] [--label L] [--json]` — R7: which decks to check between games (≥25% at
// random, earlier failures always, both Final Confrontation players before it). With EVENT the
// players, earlier failures and seed come from the event log. Definition only.
import type { Command } from "commander";
import { addDbOption } from "../store-option.js";
import type { DeckCheckOptions } from "./deck-check.run.js";

export function registerDeckCheck(program: Command): void {
  addDbOption(
    program
      .command("deck-check")
      .description(
        "pick the decks to check between games (docs/rules.md R7, S7, F4); record results with deck-result",
      )
      .argument("[event]", "an event of the log: its players, earlier failures and seed are used")
      .option("--players <ids>", "competing players, comma-separated")
      .option("--count <n>", "or: number of players, named 1..N")
      .option("--failed <ids>", "players who failed a deck check before")
      .option("--final <ids>", "the two Final Confrontation players (checked before it)")
      .option("--seed <seed>", "the event's seed (default: a new one, printed)")
      .option(
        "--label <label>",
        'this check point, e.g. "round 2 game 1" (default: "deck check", or the next game of EVENT)',
      )
      .option("--json", "print the selection as JSON and nothing else"),
  ).action(async (event: string | undefined, options: DeckCheckOptions) => {
    const { runDeckCheck } = await import("./deck-check.run.js");
    await runDeckCheck(event, options);
  });
}
