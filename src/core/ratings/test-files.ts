// Test support: small Star Trek results files (docs/rules.md §6) for the ratings tests.
import type { ResultsFile } from "../results-file/schema.js";

export type TestGame = readonly [
  round: number,
  players: readonly [string, string],
  result: Record<string, unknown>,
];

export function full(winner: string, loser: string): Record<string, unknown> {
  return { end: "full", points: { [winner]: 100, [loser]: 40 } };
}
/** T3: both draw decks exhausted, the player with more points wins 1 VP (a modified win). */
export function deckOut(winner: string, loser: string): Record<string, unknown> {
  return { end: "deck-out", points: { [winner]: 60, [loser]: 20 } };
}
export function trueTie(a: string, b: string): Record<string, unknown> {
  return { end: "deck-out", points: { [a]: 50, [b]: 50 } };
}

export function makeFile(
  event: Partial<ResultsFile["event"]> & { readonly date: string },
  players: readonly string[],
  games: readonly (TestGame | readonly [number, readonly [string], Record<string, unknown>])[],
): ResultsFile {
  return {
    format: "handsdown-results",
    version: 1,
    event: { name: `Event ${event.date}`, game: "stccg1e", sanctioned: true, ...event },
    players: players.map((id) => ({ id, name: `Player ${id}` })),
    games: games.map(([round, ids, result], index) => ({
      round,
      game: 1,
      table: index + 1,
      players: ids.map((id) => ({ id })),
      result,
    })),
  };
}
