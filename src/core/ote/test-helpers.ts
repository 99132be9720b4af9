// Shared by the On the Edge tests: results files built game by game, and a simple seeded result
// generator that plays whatever pairOteNext asks for, feeding each round back as results-file games.
import type { Random } from "../random.js";
import type { GameRecord, PlayerEntry, ResultsFile } from "../results-file/schema.js";
import { scoreEvent, type ScoredEvent } from "../scored-event/score-event.js";
import { INFLUENCE_TO_WIN, PLAYOFF_INFLUENCE } from "./places-in-game.js";
import { computeOteStandings } from "./standings.js";
import type { OteGroup, OtePairing, OteStandings } from "./types.js";

export function makeOteFile(
  players: readonly (string | PlayerEntry)[],
  games: readonly GameRecord[] = [],
): ResultsFile {
  return {
    format: "handsdown-results",
    version: 1,
    event: {
      name: "On the Edge test",
      date: "2026-01-01",
      game: "ote",
      rules: "ote-1.2",
      type: "ote",
      seed: "test",
    },
    players: players.map((p) => (typeof p === "string" ? { id: p } : p)),
    games: [...games],
  };
}

export function playerIds(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `p${String(i + 1).padStart(3, "0")}`);
}

/** A game as a results file records it. */
export function ote(
  round: number,
  set: "active" | "inactive",
  influence: Record<string, number>,
  winner: string,
  stage?: GameRecord["stage"],
): GameRecord {
  return {
    round,
    game: 1,
    set,
    ...(stage && { stage }),
    players: Object.keys(influence).map((id) => ({ id })),
    result: { winner, influence },
  };
}

export function scoredOrThrow(file: ResultsFile): ScoredEvent {
  const scored = scoreEvent(file);
  if (!scored.ok) throw new Error(`${scored.error.field}: ${scored.error.message} (${scored.error.rule})`);
  return scored.value;
}

/** The standings of a hand-built event, or the error thrown with its field. */
export function oteStandingsOf(
  players: readonly (string | PlayerEntry)[],
  games: readonly GameRecord[],
): OteStandings {
  const result = computeOteStandings(scoredOrThrow(makeOteFile(players, games)));
  if (!result.ok) throw new Error(`${result.error.field}: ${result.error.message}`);
  return result.value;
}

/** Six players, worked by hand in the standings and replay tests. */
export const SIX = ["ann", "bob", "cat", "dan", "eve", "fay"];
/**
 * Round 1 of SIX: ann and dan win (8 VP); bob second alone (4 VP, 9 IP → Tournament Score 8.5,
 * the single greatest), eve and fay tied second (2 VP, 12 IP → TS 8), cat behind (0 VP, 5 IP → TS 2.5).
 */
export const SIX_ROUND_1: readonly GameRecord[] = [
  ote(1, "active", { ann: 16, bob: 9, cat: 5 }, "ann"),
  ote(1, "active", { dan: 17, eve: 12, fay: 12 }, "dan"),
];
/** Round 2, the final of ann, dan and bob: ann wins, dan and bob equal on 10 IP; cat, eve and fay play beside it (M7). */
export const SIX_FINAL: readonly GameRecord[] = [
  ote(2, "active", { ann: 16, dan: 10, bob: 10 }, "ann", "final"),
  ote(2, "inactive", { cat: 4, eve: 16, fay: 4 }, "eve"),
];

/** Twelve players, worked by hand in the replay and pairing tests. */
export const TWELVE = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l"];
/**
 * Round 1 of TWELVE: a, d, g, j win (8 VP, 16 IP → TS 16); b, e, h, k second (4 VP; 9, 8, 7, 6 IP
 * → TS 8.5, 8, 7.5, 7); c, f, i, l behind (0 VP; 5, 4, 3, 2 IP → TS 2.5, 2, 1.5, 1). Four active
 * players advanced: no final yet.
 */
export const TWELVE_ROUND_1: readonly GameRecord[] = [
  ote(1, "active", { a: 16, b: 9, c: 5 }, "a"),
  ote(1, "active", { d: 16, e: 8, f: 4 }, "d"),
  ote(1, "active", { g: 16, h: 7, i: 3 }, "g"),
  ote(1, "active", { j: 16, k: 6, l: 2 }, "j"),
];

/** Plays one group: a random winner at 16–20 IP, the others -5..15; the additional game to 8. */
export function playGroup(round: number, group: OteGroup, random: Random): GameRecord {
  const ids = group.players.map((p) => p.id);
  const base = {
    round,
    game: 1,
    table: group.table,
    stage: group.stage,
    set: group.set,
    players: ids.map((id) => ({ id })),
  };
  if (group.stage === "ote-playoff") {
    return {
      ...base,
      result: {
        advanced: random.shuffle(ids).slice(0, group.advancing),
        influence: Object.fromEntries(ids.map((id) => [id, PLAYOFF_INFLUENCE])),
      },
    };
  }
  const winner = ids[random.int(ids.length)]!;
  // Small ranges make ties for second and equal Tournament Scores common, to exercise M6 and M8.
  const influence = Object.fromEntries(
    ids.map((id) => [id, id === winner ? INFLUENCE_TO_WIN + random.int(2) : random.int(4) * 4 - 4]),
  );
  return { ...base, result: { winner, influence } };
}

export function playRound(pairing: OtePairing, random: Random): GameRecord[] {
  return pairing.pairings.map((group) => playGroup(pairing.round, group, random));
}
