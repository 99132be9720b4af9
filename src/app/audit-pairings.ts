// `handsdown audit EVENT`: the event's log as a results file (its games that stand), re-checked by
// the core (src/core/audit), with the TD's swaps from the log as the explanation of the pairing
// differences they caused, and the log's corrections and undone pairings as notes.
import { auditScoredEvent, type AuditReport, type LoggedSwap } from "../core/audit/audit-event.js";
import { fail, type Result } from "../core/errors.js";
import { toScoredEvent } from "../core/tournament/project.js";
import { gamesOf } from "../core/tournament/state.js";
import type { EventStore } from "../store/event-store.js";
import { loadTournament, toTournamentEvent } from "./event-log.js";

/** The actor `handsdown import --from swccg-pc` appends as (import.run.ts). */
export const PC_IMPORT_ACTOR = "cli:import:swccg-pc";

export async function auditStoredEvent(store: EventStore, id: string): Promise<Result<AuditReport>> {
  const { state } = await loadTournament(store, id);
  if (!state.event)
    return fail("EVENT_NOT_CREATED", "id", "docs/rules.md §6", `there is no event "${id}" in this database`);
  const slots = new Map(gamesOf(state).map((slot) => [slot.gameId, slot.record]));
  const swaps: LoggedSwap[] = [];
  const notes: string[] = [];
  const log = await store.read(id);
  // `import --from swccg-pc` records who wrote the event: the PC's software paired it, not us.
  const pairedBy =
    log[0]?.actor === PC_IMPORT_ACTOR ? "the Players Committee's software (imported)" : undefined;
  for (const stored of log) {
    const event = toTournamentEvent(stored);
    if (event.type === "PlayersSwapped") {
      const record = slots.get(event.data.gameIds[0]);
      if (record)
        swaps.push({
          round: record.round,
          game: record.game,
          players: event.data.players,
          reason: event.data.reason,
        });
    } else if (event.type === "ResultCorrected") {
      notes.push(
        `game ${event.data.gameId}: result corrected (${event.data.reason}) by ${stored.actor ?? "unknown"} at ${stored.recordedAt} (R6)`,
      );
    } else if (event.type === "PairingUndone") {
      notes.push(
        `pairing ${event.data.pairing} undone by ${stored.actor ?? "unknown"} at ${stored.recordedAt}; it was paired again from the same games (docs/rules.md §2)`,
      );
    }
  }
  const scored = toScoredEvent(state);
  if (!scored.ok) return scored;
  const report = auditScoredEvent(scored.value, swaps, pairedBy === undefined ? {} : { pairedBy });
  if (!report.ok) return report;
  return { ok: true, value: { ...report.value, notes: [...report.value.notes, ...notes] } };
}
