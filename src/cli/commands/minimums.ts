// `handsdown minimums --game G --type T --players N [--games N] [--sanctioned decipher|pc]
// [--championship] [--format ID] [--json]` — R3: minimums, recommendation, warnings and
// whether the event can be sanctioned (a report: exit 0 either way).
// Definition only: the implementation is loaded when the command runs (fast --help).
import type { Command } from "commander";

export function registerMinimums(program: Command): void {
  program
    .command("minimums")
    .description("minimum players and games, and whether the event can be sanctioned (docs/rules.md R3)")
    .requiredOption("--game <game>", "swccg, stccg1e, stccg2e, yj")
    .requiredOption("--type <type>", "constructed, sealed, junior, simple-swiss, elimination")
    .requiredOption("--players <n>", "number of players")
    .option("--games <n>", "Swiss games planned (the Final Confrontation not counted)")
    .option("--sanctioned <body>", "pc (Players Committee) or decipher; default pc for swccg, else decipher")
    .option("--championship", "a SW-PC Championship Level event")
    .option("--format <id>", "a SW-PC sealed format (R12), e.g. epp-overdrive")
    .option("--json", "print the report as JSON and nothing else")
    .action(async (...args: unknown[]) => {
      const { action } = await import("./minimums.run.js");
      await (action as (...a: unknown[]) => unknown)(...args);
    });
}
