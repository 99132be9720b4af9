// `handsdown player add|late|import|correct|check-in|drop|quit|dq|reinstate|list EVENT …` — R1, R2,
// S6 on the event log (docs/architecture.md "A live event from the terminal"). Definition only; the work
// is in player.run.ts, loaded when a sub-command runs.
import type { Command } from "commander";
import { addDbOption } from "../store-option.js";

type Runner =
  "add" | "late" | "import" | "correct" | "checkIn" | "drop" | "quit" | "disqualify" | "reinstate" | "list";

function run(which: Runner) {
  return async (...args: unknown[]): Promise<void> => {
    const module = await import("./player.run.js");
    await module.runPlayer(which, args);
  };
}

function identity(command: Command): Command {
  return command
    .option("--name <name>", '"First Last" (the last word is the last name)')
    .option("--first <name>", "first name (with --last, for a last name of several words)")
    .option("--last <name>", "last name")
    .option(
      "--born <date>",
      "birth date YYYY-MM-DD, M/D/YYYY (D/M/YYYY when D > 12) or D.M.YYYY; with the names, makes the R1 ID",
    )
    .option("--id <id>", "the player's ID, when he has one (R1)")
    .option("--json", 'print {"id","name"} and nothing else');
}

export function registerPlayer(program: Command): void {
  const player = program
    .command("player")
    .description("register and manage the players of an event (R1, R2, S6)");
  addDbOption(
    identity(
      player
        .command("add")
        .description("register a player before game 1; prints his ID (R1)")
        .argument("<event>", "the event's id"),
    ),
  ).action(run("add"));
  addDbOption(
    identity(
      player
        .command("late")
        .description("enter a player after game 1 was paired; missed games count 0(+0) (R2)")
        .argument("<event>", "the event's id"),
    ),
  ).action(run("late"));
  addDbOption(
    player
      .command("import")
      .description(
        "register the players of a CSV file with a header row (first name, last name, birth date or ID); nothing is stored if a row is bad",
      )
      .argument("<event>", "the event's id")
      .argument("<file>", "CSV file, e.g. first name,last name,birth date")
      .option(
        "--date-order <order>",
        "dmy or mdy: the order of the file's slash dates (default: what a row shows, else dmy for a ;-separated file or French/German/Spanish/Italian/Dutch headers, else mdy)",
      )
      .option("--json", 'print {"players":[{"line","id","name"}]} and nothing else'),
  ).action(run("import"));
  addDbOption(
    player
      .command("correct")
      .description(
        "correct a player's names or birth date; before his first game an ID made from them (a walk-in's too) becomes the one the corrected ones make (R1)",
      )
      .argument("<event>", "the event's id")
      .argument("<player>", "ID or name")
      .option("--name <name>", '"First Last" (the last word is the last name)')
      .option("--first <name>", "first name")
      .option("--last <name>", "last name")
      .option(
        "--born <date>",
        "birth date YYYY-MM-DD, M/D/YYYY (D/M/YYYY when D > 12) or D.M.YYYY: a walk-in gets his R1 ID",
      )
      .option("--json", 'print {"id","previousId","name","idChanged"} and nothing else'),
  ).action(run("correct"));
  addDbOption(
    player
      .command("check-in")
      .description("check players in; once anyone is checked in, game 1 waits for everyone (R2)")
      .argument("<event>", "the event's id")
      .argument("<players...>", "IDs or names (a unique prefix is enough)"),
  ).action(run("checkIn"));
  addDbOption(
    player
      .command("drop")
      .description("drop a player from the rest of the event (R2)")
      .argument("<event>", "the event's id")
      .argument("<player>", "ID or name")
      .option("--reason <text>", "why (kept in the change log)"),
  ).action(run("drop"));
  addDbOption(
    player
      .command("quit")
      .description(
        "a player quits; in a paired game it is a full loss by the TD's differential X (S6), or under stccg-opg-2014 a concession, +cap/-cap with no X (O7)",
      )
      .argument("<event>", "the event's id")
      .argument("<player>", "ID or name")
      .option(
        "--differential <x>",
        "X, set by the TD (0..59 under SW-PC, S6; not asked under stccg-opg-2014, O7)",
      )
      .option("--before-play", "he quit before play began (kept for ratings, S6)"),
  ).action(run("quit"));
  addDbOption(
    player
      .command("dq")
      .alias("disqualify")
      .description("disqualify a player (R2)")
      .argument("<event>", "the event's id")
      .argument("<player>", "ID or name")
      .requiredOption("--reason <text>", "why (required, kept in the change log)"),
  ).action(run("disqualify"));
  addDbOption(
    player
      .command("reinstate")
      .description("bring back a dropped or disqualified player (R2)")
      .argument("<event>", "the event's id")
      .argument("<player>", "ID or name"),
  ).action(run("reinstate"));
  addDbOption(
    player
      .command("list")
      .description("the event's players with their status")
      .argument("<event>", "the event's id")
      .option("--json", 'print {"players":[…]} and nothing else'),
  ).action(run("list"));
}
