// `handsdown td-player --game G --players N [--championship] [--sanctioned pc|decipher]
// [--td NAME] [--assistant NAME] [--backup NAME] [--td-age N] [--not-playing] [--json]` — R8:
// may the tournament director play in his own event, which judges he must name, whether his playing
// creates a bye (then he should drop), and whether he is 18 or older (SW-PC Tournament Directors – Age). A report: exit 0 whether or not he may play.
// Definition only: the implementation is loaded when the command runs (fast --help).
import type { Command } from "commander";

export function registerTdPlayer(program: Command): void {
  program
    .command("td-player")
    .description("may the tournament director play in his own event (docs/rules.md R8)")
    .requiredOption("--game <game>", "swccg, stccg1e, stccg2e, yj")
    .requiredOption("--players <n>", "players in the event, NOT counting the TD")
    .option("--championship", "a SW-PC Championship Level event")
    .option("--sanctioned <body>", "pc (Players Committee) or decipher; default pc for swccg, else decipher")
    .option("--td <name>", "the tournament director (the three people must differ)")
    .option("--assistant <name>", "the assistant judge")
    .option("--backup <name>", "the back-up judge")
    .option("--td-age <years>", "the TD's age: SW-PC says tournament directors should be 18 or older (R8)")
    .option("--not-playing", "the TD is not playing yet: may he join to eliminate a bye?")
    .option("--json", "print the report as JSON and nothing else")
    .action(async (...args: unknown[]) => {
      const { action } = await import("./td-player.run.js");
      await (action as (...a: unknown[]) => unknown)(...args);
    });
}
