// One round of the replay per phase: checks the games against the rules, then updates the totals.
import { fail, ok, type Result } from "../errors.js";
import { isPlayoffResult } from "../rules/ote-1.2.js";
import type { ScoredRecord } from "../scored-event/score-event.js";
import type { OtePhase, ReplayState } from "./types.js";
import { addGame, setOf } from "./tally.js";

type Phase<K extends OtePhase["kind"]> = Extract<OtePhase, { kind: K }>;

function stageOf(game: ScoredRecord): string {
  return game.record.stage ?? "swiss";
}

function idsOf(game: ScoredRecord): string[] {
  return game.record.players.map((p) => p.id);
}

function isSameGroup(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

/**
 * M4: active players play among themselves, inactive players among themselves; the winner of an
 * active game stays active, everyone else in it becomes inactive.
 */
function replaySetGame(state: ReplayState, game: ScoredRecord): Result<true> {
  const { index, record, scored } = game;
  const set = record.set ?? "active";
  const stray = record.players.findIndex(({ id }) => setOf(state.tallies.get(id)!) !== set);
  if (stray >= 0) {
    const id = record.players[stray]!.id;
    return fail(
      "INVALID_FIELD",
      `games[${index}].players[${stray}].id`,
      "M4",
      `"${id}" is ${setOf(state.tallies.get(id)!)} but plays in the ${set} set`,
    );
  }
  state.scores.set(index, scored.score);
  addGame(state.tallies, scored.score);
  if (set === "active") {
    for (const { id } of record.players) if (id !== scored.winner) state.tallies.get(id)!.hasLost = true;
  }
  return ok(true);
}

export function replayGroupsRound(state: ReplayState, games: readonly ScoredRecord[]): Result<true> {
  for (const game of games) {
    if (stageOf(game) !== "swiss" || isPlayoffResult(game.record.result)) {
      return fail(
        "INVALID_FIELD",
        `games[${game.index}].stage`,
        "M6",
        `round ${game.record.round} is not a final or an additional game: no round so far left three or fewer active players`,
      );
    }
    const replayed = replaySetGame(state, game);
    if (!replayed.ok) return replayed;
  }
  return ok(true);
}

/** M6 / 2.83: the additional game alone; it decides who is re-admitted and counts for nothing else. */
export function replayPlayoffRound(
  state: ReplayState,
  phase: Phase<"playoff">,
  games: readonly ScoredRecord[],
): Result<true> {
  const game = games[0]!;
  const expected = phase.playoff.players;
  if (
    games.length !== 1 ||
    stageOf(game) !== "ote-playoff" ||
    !isPlayoffResult(game.record.result) ||
    !isSameGroup(idsOf(game), expected)
  ) {
    return fail(
      "INVALID_FIELD",
      `games[${game.index}]`,
      "M6",
      `round ${game.record.round} must be the additional game of ${expected.join(", ")} alone (stage "ote-playoff", result {"advanced": [...]}) for ${phase.playoff.spots} place(s)`,
    );
  }
  const advanced = (game.record.result as { advanced: string[] }).advanced;
  if (advanced.length !== phase.playoff.spots) {
    return fail(
      "INVALID_FIELD",
      `games[${game.index}].result.advanced`,
      "M6",
      `${phase.playoff.spots} player(s) advance from this additional game, the result names ${advanced.length}`,
    );
  }
  state.scores.set(game.index, game.scored.score);
  for (const id of expected) state.tallies.get(id)!.gamesPlayed += 1;
  const readmitted = [...phase.readmitted, ...advanced.map((id) => ({ id, by: "playoff" as const }))];
  state.trace.push(`M6 (2.83): ${advanced.join(" then ")} advanced from the additional game`);
  state.phase = { kind: "final", finalists: [...phase.active, ...readmitted.map((r) => r.id)], readmitted };
  return ok(true);
}

/** M6–M7: the final of three, with the inactive set playing its own games beside it. */
export function replayFinalRound(
  state: ReplayState,
  phase: Phase<"final">,
  games: readonly ScoredRecord[],
): Result<true> {
  const finals = games.filter((g) => stageOf(g) === "final");
  const game = finals[0];
  if (
    finals.length !== 1 ||
    !game ||
    !isSameGroup(idsOf(game), phase.finalists) ||
    isPlayoffResult(game.record.result)
  ) {
    const at = finals[1] ?? game ?? games[0]!;
    return fail(
      "INVALID_FIELD",
      `games[${at.index}].stage`,
      "M6",
      `round ${at.record.round} is the final: one game (stage "final") of ${phase.finalists.join(", ")}`,
    );
  }
  if (game.record.set !== "active") {
    // E2: the final is the active set's game; the scale of each finalist is his own.
    return fail(
      "INVALID_FIELD",
      `games[${game.index}].set`,
      "M6",
      `the final is played in the active set ("set": "active"); re-admitted players still score on the inactive scale (E2)`,
    );
  }
  for (const other of games) {
    if (other === game) continue;
    if (
      phase.finalists.some((id) => idsOf(other).includes(id)) ||
      stageOf(other) !== "swiss" ||
      other.record.set !== "inactive"
    ) {
      return fail(
        "INVALID_FIELD",
        `games[${other.index}]`,
        "M7",
        `beside the final, only the inactive set plays`,
      );
    }
    const replayed = replaySetGame(state, other);
    if (!replayed.ok) return replayed;
  }
  // E2: VP keyed on the player — the scored event already put re-admitted finalists on the
  // inactive scale (src/core/ote/scale.ts), the one place that decides it.
  const winner = game.scored.winner!;
  const finalIp = Object.fromEntries(game.scored.score.map((e) => [e.id, e.ip ?? 0]));
  const score = game.scored.score;
  state.scores.set(game.index, score);
  addGame(state.tallies, score);
  for (const id of phase.finalists) if (id !== winner) state.tallies.get(id)!.hasLost = true;
  state.phase = { kind: "done", finalists: phase.finalists, readmitted: phase.readmitted, winner, finalIp };
  return ok(true);
}
