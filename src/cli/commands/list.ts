// DESIGN.md: `handsdown list [--db PATH] [--json]` →
// {"events":[{"id","name","date","game","rules","players","games"}]}.
import type { Command } from "commander";
import { listEvents } from "../../app/events-index.js";
import { formatTable, printJson, printLines } from "../output.js";
import { addDbOption, withStore, type DbOptions } from "../store-option.js";

export function registerList(program: Command): void {
  addDbOption(
    program
      .command("list")
      .description("list the events of the event log")
      .option("--json", "print the JSON of docs/guide/results-file.md and nothing else"),
  ).action(async (options: DbOptions & { json?: boolean }) => {
    const events = await withStore(options, listEvents);
    if (options.json) return printJson({ events });
    if (events.length === 0) return printLines(["no events"]);
    printLines(
      formatTable(
        ["ID", "Name", "Date", "Game", "Rules", "Players", "Games"],
        events.map((e) => [e.id, e.name, e.date, e.game, e.rules, String(e.players), String(e.games)]),
      ),
    );
  });
}
