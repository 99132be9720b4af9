import { loadTournament } from "../../app/event-log.js";
import { listEvents } from "../../app/event-list.js";
import { currentEvent } from "../current-event.js";
import { displayName } from "../live/players.js";
import { printLines } from "../output.js";
import { checkDbOption, withStore, type DbOptions } from "../store-option.js";

/** Letters, digits, `.`, `_` and `-`: nothing a shell reads as quoting or expansion. */
const shellSafe = (word: string): string => word.replace(/[^\p{L}\p{N}._-]/gu, "");

/** Event ids, then the current event's player IDs and name words; nothing (exit 0) without a log. */
export async function runCompleteWords(flags: DbOptions): Promise<void> {
  try {
    checkDbOption(flags, { mustExist: true });
  } catch {
    return;
  }
  const words = await withStore(flags, async (store) => {
    const events = (await listEvents(store)).map((event) => event.id);
    const current = currentEvent().event;
    if (current === undefined) return events;
    const { state } = await loadTournament(store, current);
    // A name's word goes through the shell's completion as typed text: quotes, `$`, `\` and the
    // like would be read by the shell (bash's compgen expands its words), so they are left out —
    // "O'Brien" is offered as "OBrien", which names him as well (live/players.ts).
    const players = state.players.flatMap((p) => [p.id, ...displayName(p).split(/\s+/).map(shellSafe)]);
    return [...events, ...players];
  });
  printLines([...new Set(words.filter((word) => word !== ""))]);
}
