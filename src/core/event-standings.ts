// One entry point for "the standings of this event", whatever the game: two-player events use
// docs/rules.md §3 (K1–K7, F5); On the Edge uses its own places (M8) and Tournament Score (E3).
import type { Result } from "./errors.js";
import { isOnTheEdge } from "./games.js";
import { computeOteStandings } from "./ote/standings.js";
import type { OteStandings } from "./ote/types.js";
import type { ScoredEvent } from "./scored-event/score-event.js";
import type { ScoreEntry } from "./rules/types.js";
import { computeStandings, type Standings } from "./standings/index.js";
import { applyFinalWaiver } from "./final-waiver.js";
import { toStandingJson } from "./standings/to-json.js";
import type { StandingRowView, StandingsView } from "./views/types.js";

export type EventStandings =
  | { readonly kind: "two-player"; readonly standings: Standings }
  | { readonly kind: "ote"; readonly standings: OteStandings };

export function computeEventStandings(event: ScoredEvent): Result<EventStandings> {
  if (isOnTheEdge(event.file.event)) {
    const standings = computeOteStandings(event);
    return standings.ok ? { ok: true, value: { kind: "ote", standings: standings.value } } : standings;
  }
  const standings = computeStandings(event);
  if (!standings.ok) return standings;
  // F4/F5: a waived Final Confrontation still places its two seeds first (final-waiver.ts).
  const waived = applyFinalWaiver(standings.value.rows, event);
  if (!waived.ok) return waived;
  return { ok: true, value: { kind: "two-player", standings: { ...standings.value, rows: waived.value } } };
}

/** docs/architecture.md's standings JSON: rank order, shared places share a rank. */
export function toStandingsJson(result: EventStandings): StandingRowView[] {
  if (result.kind === "ote") return result.standings.rows.map((row) => ({ ...row }));
  return result.standings.rows.map(toStandingJson);
}

/** Each game's score as the standings count it (On the Edge re-scores re-admitted finalists, E2). */
export function scoresByGame(event: ScoredEvent, result: EventStandings): (readonly ScoreEntry[])[] {
  const scores = event.games.map((game) => game.scored.score);
  if (result.kind === "ote") {
    const byIndex = new Map(event.games.map((game, i) => [game.index, i]));
    for (const game of result.standings.games) {
      const position = byIndex.get(game.index);
      if (position !== undefined) scores[position] = game.score;
    }
  }
  return scores;
}

/**
 * docs/architecture.md's `handsdown standings --json` document (the CLI and `GET /api/events/{id}/standings`):
 * games in input order with their scores, standings in rank order.
 */
export function toStandingsDocument(event: ScoredEvent, result: EventStandings): StandingsView {
  const scores = scoresByGame(event, result);
  return {
    games: event.games.map(({ record }, i) => ({
      round: record.round,
      game: record.game,
      ...(record.table !== undefined && { table: record.table }),
      ...(record.stage !== undefined && { stage: record.stage }),
      ...(record.set !== undefined && { set: record.set }),
      players: record.players,
      score: scores[i],
    })),
    standings: toStandingsJson(result),
    ...(result.kind === "ote" && {
      complete: result.standings.complete,
      readmitted: result.standings.readmitted,
    }),
  };
}
