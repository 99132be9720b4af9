// `handsdown formats [ID] [--json]` — R12: the SW-PC sealed formats catalogue.
// Definition only: the implementation is loaded when the command runs (fast --help).
import type { Command } from "commander";

export function registerFormats(program: Command): void {
  program
    .command("formats")
    .description("the SW-PC sealed deck formats: product, deck size, rules, timing (docs/rules.md R12)")
    .argument("[id]", "one format, e.g. epp-overdrive")
    .option("--json", "print the catalogue as JSON and nothing else")
    .action(async (...args: unknown[]) => {
      const { action } = await import("./formats.run.js");
      await (action as (...a: unknown[]) => unknown)(...args);
    });
}
