// `handsdown pods N [--json] [--seed S] [--names a,b,…] [--packs N] [--format ID]` — R11:
// booster-draft groups, seats (Light/Dark alternating, sides at random) and pass directions.
// JSON (the contracts in docs/architecture.md): {"pods":[{"size","dummy", …seats}], "passDirections", "seed", …}.
// Definition only: the implementation is loaded when the command runs (fast --help).
import type { Command } from "commander";

export function registerPods(program: Command): void {
  program
    .command("pods")
    .description("booster-draft groups, seats and pass directions (docs/rules.md R11)")
    .argument("<players>", "number of players")
    .option("--json", "print the draft plan as JSON and nothing else")
    .option("--seed <seed>", "seed for the random sides and seats (default: a new one, printed)")
    .option("--names <ids>", "player names or IDs, comma-separated (default: 1..N)")
    .option("--packs <n>", "booster packs each player drafts (default: the format's, else 2)")
    .option("--format <id>", "a SW-PC booster-draft format (R12)")
    .action(async (...args: unknown[]) => {
      const { action } = await import("./pods.run.js");
      await (action as (...a: unknown[]) => unknown)(...args);
    });
}
