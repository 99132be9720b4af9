// `handsdown report EVENT GAMEID (--result JSON | short forms) [--correct --reason R] [--json]`:
// a game's result, entered by the TD so it stands at once (R6). A game that already has one is
// refused unless --correct --reason is given; a correction prints which standings changed.
import type { Command } from "commander";
import { addDbOption } from "../store-option.js";

export interface ReportFlags {
  readonly db?: string;
  readonly json?: boolean;
  readonly result?: string;
  readonly winner?: string;
  readonly lf?: string;
  readonly time?: string;
  readonly points?: string;
  readonly end?: string;
  readonly influence?: string;
  readonly drawDeck?: string;
  readonly advanced?: string;
  readonly correct?: boolean;
  readonly reason?: string;
}

export function registerReport(program: Command): void {
  addDbOption(
    program
      .command("report")
      .description(
        "report (or correct) a game's result; names may be a unique prefix of a player's ID or name",
      )
      .argument("<event>", "the event's id")
      .argument("<game-id>", "the game's id, as `pair` prints it")
      .option(
        "--result <json>",
        'the whole result (docs/rules.md §6), e.g. {"end":"full","winner":"ID","lifeForce":15}',
      )
      .option(
        "--winner <name>",
        "the winner (Star Wars full win, Star Trek gameplay/concession, Young Jedi, On the Edge)",
      )
      .option("--lf <n>", "Star Wars full win: cards left in the winner's Life Force (S1)")
      .option("--time <list>", "Star Wars timed game: each player's Life Force, e.g. luke=12,vader=7 (S3)")
      .option(
        "--points <list>",
        "Star Trek: each player's points, 100-35 in table order or kirk=100,picard=35 (T2)",
      )
      .option(
        "--end <how>",
        "Star Trek: full, deck-out, time, gameplay, concession, external (default: full at the cap, else time)",
      )
      .option("--influence <list>", "On the Edge: every player's final Influence, e.g. ana=16,bo=9,cy=9 (E2)")
      .option("--advanced <names>", "On the Edge additional game (M6): who advanced to the final, in order")
      .option("--draw-deck <n>", "Young Jedi full win: cards left in the winner's draw deck")
      .option("--correct", "replace a result already in (R6); needs --reason")
      .option("--reason <text>", "why the result is corrected (kept in the change log)")
      .option("--json", "print the game's score (and the standings changed) as JSON and nothing else"),
  ).action(async (event: string, gameId: string, flags: ReportFlags) => {
    const { runReport } = await import("./report.run.js");
    await runReport(event, gameId, flags);
  });
}
