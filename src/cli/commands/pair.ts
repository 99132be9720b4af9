// `handsdown pair FILE|EVENT [--json] [--final] [--top-cut N]`: the next game (docs/architecture.md
// contract `{"round","game","pairings":[{"table","players":[{"id","side"}]}],"byes","trace"}`).
// A path ending in .json is a results file (today's meaning); anything else is an event of the
// log, whose next game is paired and stored (each table then carries its "gameId").
import type { Command } from "commander";
import { addDbOption } from "../store-option.js";
import type { PairFlags } from "./pair.run.js";

export function registerPair(program: Command): void {
  addDbOption(
    program
      .command("pair")
      .description(
        "pair the next game of an event or a results file, with a trace of every step (docs/rules.md §2)",
      )
      .argument(
        "<event-or-file>",
        "an event of the log (see handsdown list), or a results file ending in .json",
      )
      .option(
        "--json",
        "print the JSON of docs/guide/results-file.md (round, game, pairings, byes, trace) and nothing else",
      )
      .option(
        "--final",
        "pair the Final Confrontation (F1/F3) instead of the next Swiss game; once it has begun, its game 2 is the next game",
      )
      .option(
        "--top-cut <n>",
        "pair the next round of a single-elimination top cut of n players after the Swiss (N2); once it has begun, its next round is the next game",
      ),
  ).action(async (target: string, flags: PairFlags) => {
    const { runPair } = await import("./pair.run.js");
    await runPair(target, flags);
  });
}
