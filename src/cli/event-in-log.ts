// Whether an event of that id is in the log: loaded only when a command line is ambiguous
// (implicit-event.ts), so other commands do not open the store for it.
import type { IsEventInLog } from "./implicit-event.js";

export const isEventInLog: IsEventInLog = async (eventId, db) => {
  try {
    const [{ openStore }, { loadTournament }] = await Promise.all([
      import("../store/open-store.js"),
      import("../app/event-log.js"),
    ]);
    const store = await openStore(db === undefined ? {} : { db });
    try {
      return (await loadTournament(store, eventId)).state.event !== undefined;
    } finally {
      await store.close();
    }
  } catch {
    // No log to read: the command itself says so, naming --db.
    return false;
  }
};
