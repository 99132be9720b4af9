// Builds small results files for the standings tests: `win("a", "b", 10)` is a full win of a over b.
import type { ProfileName } from "../games.js";
import type { GameRecord, ResultsFile } from "../results-file/schema.js";
import { scoreEvent, type ScoredEvent } from "../scored-event/score-event.js";
import { computeStandings } from "./index.js";
import type { StandingRow } from "./types.js";

export function win(
  winner: string,
  loser: string,
  lifeForce: number,
  extra: Partial<GameRecord> = {},
): Omit<GameRecord, "round" | "game"> {
  return { players: [{ id: winner }, { id: loser }], result: { end: "full", winner, lifeForce }, ...extra };
}

export function bye(id: string): Omit<GameRecord, "round" | "game"> {
  return { players: [{ id }], result: { end: "bye" } };
}

/** Every game in its own round unless the caller numbers them. */
export function makeEvent(
  players: readonly string[],
  games: readonly (Omit<GameRecord, "round" | "game"> & Partial<GameRecord>)[],
  rules: ProfileName = "swccg-pc-2.3.6",
): ResultsFile {
  return {
    format: "handsdown-results",
    version: 1,
    event: { name: "Test", date: "2026-01-01", game: "swccg", rules, seed: "test" },
    players: players.map((id) => ({ id, name: id.toUpperCase() })),
    games: games.map((game, i) => ({ round: i + 1, game: 1, ...game })),
  };
}

export function scoredOf(file: ResultsFile): ScoredEvent {
  const scored = scoreEvent(file);
  if (!scored.ok) throw new Error(`${scored.error.field}: ${scored.error.message}`);
  return scored.value;
}

export function standingsOf(file: ResultsFile): StandingRow[] {
  const standings = computeStandings(scoredOf(file));
  if (!standings.ok) throw new Error(standings.error.message);
  return [...standings.value.rows];
}

export function order(rows: readonly StandingRow[]): string[] {
  return rows.map((row) => `${row.rank}:${row.id}`);
}
