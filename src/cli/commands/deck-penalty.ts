// `handsdown deck-penalty FILE --player ID [--kind K] [--cannot-match] [--force] [--write OUT]
// [--json]` — S7 and R7: what a failed deck check does to the player's prior game (a full
// loss 0(-30) v 2(+30), or the result stands), or disqualification on a second failure. With
// --write, the results file is written with the outcome recorded, all or nothing.
// Definition only: the implementation is loaded when the command runs (fast --help).
import type { Command } from "commander";

export function registerDeckPenalty(program: Command): void {
  program
    .command("deck-penalty")
    .description("apply a failed deck check to a results file (docs/rules.md S7, R7)")
    .argument("<file>", "results file (JSON)")
    .requiredOption("--player <id>", "the player whose deck failed the check")
    .option("--kind <kind>", "cards-not-on-list, too-many-cards or missing-cards", "cards-not-on-list")
    .option("--cannot-match", "he cannot make his deck match his list (disqualification)")
    .option("--force", "apply S7 outside a Championship Level swccg-pc-2.3.6 event")
    .option("--write <out>", "write the results file with the outcome recorded")
    .option("--json", "print the outcome as JSON and nothing else")
    .action(async (...args: unknown[]) => {
      const { action } = await import("./deck-penalty.run.js");
      await (action as (...a: unknown[]) => unknown)(...args);
    });
}
