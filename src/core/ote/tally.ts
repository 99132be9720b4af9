// OTE 2.3: a running total of VP and IP for every player, and the facts the pairings need.
import type { ScoreEntry } from "../rules/types.js";
import { isOffNumbered } from "./group-sizes.js";
import { computeTournamentScore, type OteSet } from "./places-in-game.js";

export interface Tally {
  /** Cumulative Victory Points (2.0). */
  vp: number;
  /** Cumulative Influence Points (2.0). */
  ip: number;
  gamesPlayed: number;
  /** M3 / 2.61: off-numbered games played, so nobody plays a second while others have none. */
  offNumberedGames: number;
  /** 2.0: an inactive player has lost at least one game. */
  hasLost: boolean;
}

export function makeTally(): Tally {
  return { vp: 0, ip: 0, gamesPlayed: 0, offNumberedGames: 0, hasLost: false };
}

export function setOf(tally: Tally): OteSet {
  return tally.hasLost ? "inactive" : "active";
}

export function tournamentScoreOf(tally: Tally): number {
  return computeTournamentScore(tally.ip, tally.vp);
}

/** Adds one counted game to the players' totals (2.3: "Both ... are cumulative"). */
export function addGame(tallies: ReadonlyMap<string, Tally>, score: readonly ScoreEntry[]): void {
  for (const entry of score) {
    const tally = tallies.get(entry.id)!;
    tally.vp += entry.vp;
    tally.ip += entry.ip ?? 0;
    tally.gamesPlayed += 1;
    if (isOffNumbered(score.length)) tally.offNumberedGames += 1;
  }
}
