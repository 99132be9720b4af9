// `handsdown bids --standings a,b,… --bids N [--design N] [--has-bid ids] [--advocates ids]
// [--keeps-bid ids] [--disqualified ids] [--json]` — R10: who receives the automatic bids to
// Worlds Day 2 and the virtual card design opportunities, and why.
// Definition only: the implementation is loaded when the command runs (fast --help).
import type { Command } from "commander";

export function registerBids(program: Command): void {
  program
    .command("bids")
    .description("Championship Level automatic bids and design opportunities (docs/rules.md R10)")
    .requiredOption("--standings <ids>", "final standings, best first, comma-separated")
    .requiredOption("--bids <n>", "automatic bids to Worlds Day 2 at stake")
    .option("--design <n>", "virtual card design opportunities at stake", "0")
    .option("--has-bid <ids>", "players who already hold an automatic bid")
    .option("--advocates <ids>", "Advocates (they pass bids on and cannot win design opportunities)")
    .option("--keeps-bid <ids>", "Advocates who keep a bid they receive")
    .option("--disqualified <ids>", "disqualified players")
    .option("--json", "print the awards as JSON and nothing else")
    .action(async (...args: unknown[]) => {
      const { action } = await import("./bids.run.js");
      await (action as (...a: unknown[]) => unknown)(...args);
    });
}
