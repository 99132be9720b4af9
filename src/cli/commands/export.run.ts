// docs/architecture.md: `handsdown export ID [--db PATH]` prints the event as a results file (docs/rules.md §6), with
// every game's computed score and the final standings.
import { exportEvent } from "../../app/event-list.js";
import { formatError } from "../../core/errors.js";
import { badInput } from "../exit.js";
import { printJson } from "../output.js";
import { withStore, type DbOptions } from "../store-option.js";

export const action = async (id: string, options: DbOptions) => {
  const file = await withStore(options, (store) => exportEvent(store, id), { mustExist: true });
  if (!file.ok) return badInput(formatError(file.error));
  printJson(file.value);
};
