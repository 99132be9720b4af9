// `handsdown deck FILE [--json] [--ban NUMBER ...]`: SPEC M9, On the Edge deck legality.
// Exit 0 when the deck is legal, 1 with every reason when it is not (DESIGN.md exit statuses).
// Definition only: the implementation is loaded when the command runs (fast --help).
import type { Command } from "commander";

export function registerDeck(program: Command): void {
  program
    .command("deck")
    .description("check an On the Edge tournament deck list (docs/rules.md M9, OTE rules 1.1–1.7)")
    .argument("<file>", "deck list, one card a line (`3x C24 Cut-Ups Method`); - reads standard input")
    .option("--json", "print the verdict as JSON")
    .option("--ban <number...>", "further collector's numbers the TD excludes (rule 1.7)", [])
    .action(async (...args: unknown[]) => {
      const { action } = await import("./deck.run.js");
      await (action as (...a: unknown[]) => unknown)(...args);
    });
}
