// `handsdown report [EVENT] (GAMEID | --table N) (--result JSON | short forms) [--correct --reason R]
// [--force] [--json]`: a game's result, entered by the TD so it stands at once (R6). A game that
// already has one is refused unless --correct --reason is given; a correction prints which
// standings changed, and one after `finish` needs --force. `report [EVENT] --all` enters the
// current game's open tables at once: from a file of lines, or a prompt per table.
import type { Command } from "commander";
import { addDbOption } from "../store-option.js";
import type { ReportFlags } from "./report.run.js";

export function registerReport(program: Command): void {
  addDbOption(
    program
      .command("report")
      .description(
        "report (or correct) a game's result; names may be a unique prefix of a player's ID or name",
      )
      .argument("<event>", "the event's id (may be left out after `handsdown use EVENT`)")
      .argument("[game-id]", "the game's id, as `pair` prints it (or give --table)")
      .option("--table <n>", "the table's number in the current game, as on the result slip")
      .option(
        "--all",
        "every open table of the current game: a prompt per table, or lines `TABLE OPTIONS` from --results (the short forms below, e.g. `3 --winner luke --lf 15` or `3 --points 100-35`)",
      )
      .option("--results <file>", "with --all: a file of result lines, one per table (- for stdin)")
      .option(
        "--result <json>",
        'the whole result (docs/rules.md §6), e.g. {"end":"full","winner":"ID","lifeForce":15}',
      )
      .option(
        "--winner <name>",
        "the winner (Star Wars full win, Star Trek gameplay/concession, Young Jedi, On the Edge)",
      )
      // The short forms: one per field of the profiles' declared endings (src/core/rules), listed
      // here so that `--help` loads no profile; report.test.ts checks the two lists are the same.
      .option("--lf <n>", "Star Wars full win: cards left in the winner's Life Force (S1)")
      .option("--time <list>", "Star Wars timed game: each player's Life Force, e.g. luke=12,vader=7 (S3)")
      .option("--lost-pile <list>", "Star Wars true tie: each player's Lost Pile (S4)")
      .option("--hand <list>", "Star Wars true tie: each player's cards in hand (S4)")
      .option("--toss <name>", "Star Wars true tie: who won the toss (S4)")
      .option("--quitter <name>", "Star Wars quit: who quit (S6), with --differential")
      .option("--differential <n>", "Star Wars quit: the differential X the TD sets (S6)")
      .option(
        "--points <list>",
        "Star Trek: each player's points, 100-35 in table order or kirk=100,picard=35 (T2)",
      )
      .option(
        "--end <how>",
        "the ending, when the short forms fit several (Star Trek: full, deck-out, time, scenario (T3: a scenario's condition not met), gameplay, concession, external, forfeit; default: full at the cap, else time), or has none (--end tie)",
      )
      .option("--forfeiter <name>", "Star Trek forfeit: who forfeited (T6)")
      .option("--influence <list>", "On the Edge: every player's final Influence, e.g. ana=16,bo=9,cy=9 (E2)")
      .option("--advanced <names>", "On the Edge additional game (M6): who advanced to the final, in order")
      .option(
        "--draw-deck <n>",
        "Young Jedi full win: cards left in the winner's draw deck; timed game: each player's, e.g. a=12,b=7 (Y2)",
      )
      .option("--planetary-victories <list>", "Young Jedi timed game: each player's planetary victories (Y2)")
      .option("--correct", "replace a result already in (R6); needs --reason")
      .option("--reason <text>", "why the result is corrected (kept in the change log)")
      .option("--force", "confirm a correction after the event is finished (logged as such)")
      .option("--json", "print the game's score (and the standings changed) as JSON and nothing else"),
  ).action(async (event: string, gameId: string | undefined, flags: ReportFlags) => {
    if (flags.all) {
      const { runReportAll } = await import("./report-all.run.js");
      return runReportAll(event, gameId, flags);
    }
    const { runReport } = await import("./report.run.js");
    await runReport(event, gameId, flags);
  });
}
