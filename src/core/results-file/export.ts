// SPEC §6: export adds each game's computed `score` and the final `standings`; importing the
// export and exporting it again yields the same file (scores and standings are recomputed).
import type { ResultsFile } from "./schema.js";
import type { ScoredEvent } from "./score-event.js";

export function exportResultsFile(
  event: ScoredEvent,
  standings: readonly Record<string, unknown>[],
): ResultsFile {
  const { file } = event;
  return {
    format: file.format,
    version: file.version,
    event: file.event,
    players: file.players,
    games: event.games.map(({ record, scored }) => {
      const { score: _stale, ...rest } = record;
      return { ...rest, score: scored.score.map((entry) => ({ ...entry })) };
    }),
    standings: [...standings],
  };
}
