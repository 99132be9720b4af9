// `handsdown audit FILE|EVENT [--db PATH] [--json]` re-derives every game's
// pairing from the event's seed and the games before it and re-scores every recorded result;
// exit 0 when clean, 1 with differences. The work lives in audit.run.ts (fast --help).
import type { Command } from "commander";
import { addDbOption } from "../store-option.js";
import type { AuditOptions } from "./audit.run.js";

export function registerAudit(program: Command): void {
  addDbOption(
    program
      .command("audit")
      .description(
        "re-check an event: derive every game's pairing again from the seed and the games before it " +
          "(docs/rules.md §2), list each difference (a TD swap with its reason, a manual change) and each " +
          "result that does not score as recorded; exit 0 when clean, 1 with differences",
      )
      .argument("<event>", "a results file (.json), or an event id of the event log")
      .option(
        "--json",
        'print {"clean","checkedGames","checkedScores","differences":[…],"notes":[…]} and nothing else',
      ),
  ).action(async (target: string, options: AuditOptions) => {
    const { run } = await import("./audit.run.js");
    await run(target, options);
  });
}
