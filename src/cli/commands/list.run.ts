// docs/architecture.md: `handsdown list [--db PATH] [--json]` →
// {"events":[{"id","name","date","game","rules","players","games"}]}.
import { listEvents } from "../../app/event-list.js";
import { formatTable, printJson, printLines } from "../output.js";
import { withStore, type DbOptions } from "../store-option.js";

export const action = async (options: DbOptions & { json?: boolean }) => {
  const events = await withStore(options, listEvents, { mustExist: true });
  if (options.json) return printJson({ events });
  if (events.length === 0) return printLines(["no events"]);
  printLines(
    formatTable(
      // "games" in the JSON (docs/architecture.md) counts results that stand, byes included: not rounds.
      ["ID", "Name", "Date", "Game", "Rules", "Players", "Results"],
      events.map((e) => [e.id, e.name, e.date, e.game, e.rules, String(e.players), String(e.games)]),
    ),
  );
};
