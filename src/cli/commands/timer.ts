// `handsdown timer --game G --type T [--deck N] [--format ID] [--sanctioned pc|decipher]
// [--rules PROFILE] [--json]` — R4/R5: game length, Final Confrontation length, deck-building
// time, the time-remaining announcements and the end-of-game rule to show at zero.
// Definition only: the implementation is loaded when the command runs (fast --help).
import type { Command } from "commander";

export function registerTimer(program: Command): void {
  program
    .command("timer")
    .description("game length, deck building, time announcements and end-of-game rule (docs/rules.md R4, R5)")
    .requiredOption("--game <game>", "swccg, stccg1e, stccg2e, yj")
    .requiredOption("--type <type>", "constructed, sealed, junior, …")
    .option("--deck <cards>", "cards in a sealed deck (one minute per card under SW-PC)")
    .option("--format <id>", "a SW-PC sealed format (R12), e.g. epp-overdrive")
    .option("--sanctioned <body>", "pc (Players Committee) or decipher; default pc for swccg, else decipher")
    .option(
      "--rules <profile>",
      "rule profile whose end-of-game rule to show (default from the game and --sanctioned)",
    )
    .option("--json", "print the timing as JSON and nothing else")
    .action(async (...args: unknown[]) => {
      const { action } = await import("./timer.run.js");
      await (action as (...a: unknown[]) => unknown)(...args);
    });
}
