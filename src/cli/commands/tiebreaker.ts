// `handsdown tiebreaker EVENT --players a,b[,c] (--result JSON | short forms)`: K5 — a game
// played by the whole tied group; it overrides K2–K4 for them.
import type { Command } from "commander";
import { addDbOption } from "../store-option.js";
import type { TiebreakerFlags } from "./event-ops.run.js";

export function registerTiebreaker(program: Command): void {
  addDbOption(
    program
      .command("tiebreaker")
      .description("record a tiebreaker game played by a tied group (K5)")
      .argument("<event>", "the event's id")
      .requiredOption(
        "--players <names>",
        "the tied players, comma-separated (ID or name; for Star Wars name Dark first, then Light)",
      )
      .option("--result <json>", "the whole result (docs/rules.md §6)")
      .option("--winner <name>", "the winner (with --lf for a Star Wars full win)")
      .option("--lf <n>", "Star Wars full win: cards left in the winner's Life Force (S1)")
      .option("--time <list>", "Star Wars timed game: each player's Life Force (S3)")
      .option("--points <list>", "Star Trek: each player's points (T2)")
      .option("--end <how>", "Star Trek: how the game ended")
      .option("--json", "print the game's score and the new standings as JSON and nothing else"),
  ).action(async (event: string, flags: TiebreakerFlags) => {
    const { runTiebreaker } = await import("./event-ops.run.js");
    await runTiebreaker(event, flags);
  });
}
