// Shared by the On the Edge tests: results files built game by game, and a simple seeded result
// generator that plays whatever pairOteNext asks for, feeding each round back as results-file games.
import type { Random } from "../random.js";
import type { GameRecord, PlayerEntry, ResultsFile } from "../results-file/schema.js";
import { scoreEvent, type ScoredEvent } from "../scored-event/score-event.js";
import { INFLUENCE_TO_WIN, PLAYOFF_INFLUENCE } from "./places-in-game.js";
import type { OteGroup, OtePairing } from "./types.js";

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
