// `handsdown standings FILE|EVENT [--json] [--games]`: standings with the official tiebreakers
// (docs/rules.md K1–K7, F5; On the Edge M8). A path ending in .json is a results file; anything
// else is an event of the log. Definition only; the work is in standings.run.ts.
import type { Command } from "commander";
import { addDbOption } from "../store-option.js";
import type { StandingsFlags } from "./standings.run.js";

export function registerStandings(program: Command): void {
  addDbOption(
    program
      .command("standings")
      .description("standings of an event or a results file with the official tiebreakers (K1–K7, F5)")
      .argument(
        "<event-or-file>",
        "an event of the log (see handsdown list), or a results file ending in .json",
      )
      .option(
        "--json",
        "print the JSON of docs/guide/results-file.md (games with scores, standings) and nothing else",
      )
      .option("--games", "also list every game's score with the rule that gave it"),
  ).action(async (target: string, flags: StandingsFlags) => {
    const { runStandings } = await import("./standings.run.js");
    await runStandings(target, flags);
  });
}
