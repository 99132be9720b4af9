// docs/rules.md §6: export adds each game's computed `score` and the final `standings`; importing the
// export and exporting it again yields the same file (scores and standings are recomputed).
import { scoresByGame, toStandingsJson, type EventStandings } from "../event-standings.js";
import type { ResultsFile } from "./schema.js";
import type { ScoredEvent } from "../scored-event/score-event.js";

export function exportResultsFile(event: ScoredEvent, standings: EventStandings): ResultsFile {
  const { file } = event;
  const scores = scoresByGame(event, standings);
  return {
    format: file.format,
    version: file.version,
    event: file.event,
    players: file.players,
    games: event.games.map(({ record }, i) => {
      const { score: _stale, ...rest } = record;
      return { ...rest, score: (scores[i] ?? []).map((entry) => ({ ...entry })) };
    }),
    standings: toStandingsJson(standings),
  };
}
