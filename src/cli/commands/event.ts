// `handsdown event create --name N --game G [--rules P] [--type T] [--format F] [--date D] [--seed S]
// [--sanctioned] [--championship]` prints the new event's id (docs/architecture.md "A live event from the
// terminal"). Definition only; the work is in event.run.ts, loaded when the command runs.
import type { Command } from "commander";
import { addDbOption } from "../store-option.js";
import type { EventCreateFlags } from "./event.run.js";

export function registerEvent(program: Command): void {
  const event = program
    .command("event")
    .description("create an event on the event log (then add players, pair, report)");
  addDbOption(
    event
      .command("create")
      .description("create an event and print its id (docs/rules.md §6 event fields)")
      .requiredOption("--name <name>", "the event's name")
      .requiredOption("--game <game>", "swccg, stccg1e, stccg2e, yj or ote")
      .option("--rules <profile>", "rule profile (default: the game's, see docs/rules.md)")
      .option("--type <type>", "constructed, sealed, junior, simple-swiss, elimination, ote")
      .option(
        "--format <format>",
        "a Star Wars sealed event's format (R12: see `handsdown formats`), e.g. secret-squirrel",
      )
      .option("--date <date>", "YYYY-MM-DD (default: today)")
      .option(
        "--seed <seed>",
        "the pairing seed (default: a fresh one, stored with the event; docs/rules.md §2)",
      )
      .option("--sanctioned", "a sanctioned event (rated)")
      .option("--championship", "a Championship Level event (S7 deck-check penalties)")
      .option("--location <text>", "where it is played")
      .option("--director <text>", "the tournament director")
      .option("--tiebreaks <mode>", "guide, pc-2016-sos or pc-2016-diff (K7)")
      .option("--cap <points>", "Star Trek OPG: points required to win (O1)")
      .option("--use", "make it this folder's current event at once (as `handsdown use` does)")
      .option("--json", 'print {"id"} and nothing else'),
  ).action(async (flags: EventCreateFlags) => {
    const { runEventCreate } = await import("./event.run.js");
    await runEventCreate(flags);
  });
}
