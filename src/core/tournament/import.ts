// docs/rules.md §6: importing a results file. The file becomes the events a live event would have left:
// the event, each player's registration (with the status the file gives), and each finished game
// recorded whole. One append holds them all, so an import is all or nothing (docs/architecture.md).
import { ok, type Result } from "../errors.js";
import type { GameFields, TournamentEvent } from "../events.js";
import { parseResultsValue } from "../results-file/parse.js";
import type { GameRecord } from "../results-file/schema.js";
import { scoreEvent } from "../scored-event/score-event.js";

export function toImportEvents(value: unknown): Result<TournamentEvent[]> {
  const parsed = parseResultsValue(value);
  if (!parsed.ok) return parsed;
  // Every game is scored once here, so a file that cannot be scored never enters the log.
  const scored = scoreEvent(parsed.value);
  if (!scored.ok) return scored;
  const file = parsed.value;
  return ok([
    { type: "EventCreated", data: { event: file.event, isImported: true } },
    ...file.players.map((player): TournamentEvent => ({ type: "PlayerRegistered", data: { player } })),
    ...file.games.map((game, index): TournamentEvent => ({
      type: "GameRecorded",
      data: { gameId: index + 1, record: toFields(game) },
    })),
  ]);
}

/**
 * The computed score is recomputed on export, never trusted (docs/rules.md §6); a `gameId` (the server's
 * read of a live event names each game by it) is the old log's: this log numbers its own games.
 */
function toFields(game: GameRecord): GameFields {
  const { score: _computed, gameId: _oldLogId, ...fields } = game;
  return fields as GameFields;
}
