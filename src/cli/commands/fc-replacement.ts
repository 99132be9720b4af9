// `handsdown fc-replacement FILE --disqualified ID [--json]` — F4: a finalist whose deck
// list does not match before the Final Confrontation is out of it; the next-highest player of the
// file's standings takes the place (in Star Wars and Young Jedi sealed, from the same pile).
// Definition only: the implementation is loaded when the command runs (fast --help).
import type { Command } from "commander";

export function registerFcReplacement(program: Command): void {
  program
    .command("fc-replacement")
    .description("replace a Final Confrontation player whose deck list did not match (docs/rules.md F4)")
    .argument("<file>", "results file (JSON), Swiss games in, Final Confrontation not begun")
    .requiredOption("--disqualified <id>", "the finalist disqualified from the Final Confrontation")
    .option("--json", "print the new pairing as JSON and nothing else")
    .action(async (...args: unknown[]) => {
      const { action } = await import("./fc-replacement.run.js");
      await (action as (...a: unknown[]) => unknown)(...args);
    });
}
