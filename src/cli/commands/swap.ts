// `handsdown swap EVENT A B --reason R`: the TD's override — two players of the current pairing
// change seats, logged with the reason (docs/rules.md §2; the audit shows it beside the seeded pairing).
import type { Command } from "commander";
import { addDbOption } from "../store-option.js";
import type { SwapFlags } from "./pairing-ops.run.js";

export function registerSwap(program: Command): void {
  addDbOption(
    program
      .command("swap")
      .description("swap two players of the current pairing, with a reason (docs/rules.md §2)")
      .argument("<event>", "the event's id")
      .argument("<player-a>", "ID or name")
      .argument("<player-b>", "ID or name")
      .requiredOption("--reason <text>", "why (required, kept in the change log)")
      .option("--json", "print the new pairing as JSON and nothing else"),
  ).action(async (event: string, a: string, b: string, flags: SwapFlags) => {
    const { runSwap } = await import("./pairing-ops.run.js");
    await runSwap(event, a, b, flags);
  });
}
