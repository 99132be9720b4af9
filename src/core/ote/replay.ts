// Derives where an On the Edge event stands from its scored games (docs/architecture.md: one source of
// truth — sets, totals, the finalists and the places are computed, never stored). Rounds are
// replayed in order; each is checked against what the rules say it must be.
import { assertNever, fail, ok, type Result } from "../errors.js";
import type { ScoreEntry } from "../rules/types.js";
import type { ScoredEvent, ScoredRecord } from "../scored-event/score-event.js";
import { FINAL_SIZE, planReadmission } from "./readmission.js";
import { replayFinalRound, replayGroupsRound, replayPlayoffRound } from "./replay-rounds.js";
import { makeTally, tournamentScoreOf, type Tally } from "./tally.js";
import type { OtePhase, ReplayState } from "./types.js";
import { isOutStatus } from "../players/player-status.js";

export interface OteState {
  readonly lastRound: number;
  readonly phase: OtePhase;
  readonly tallies: ReadonlyMap<string, Tally>;
  /** Every game's score, VP keyed on each player's set (E2). */
  readonly scores: ReadonlyMap<number, readonly ScoreEntry[]>;
  /** Why the event is where it is: the final's trigger and re-admissions. */
  readonly trace: readonly string[];
  /** Active players who played before but have no game in the last round: its results are not all in. */
  readonly absentActive: readonly string[];
  /** M4: whether a player still takes part after the given round. */
  isContinuing(id: string, afterRound: number): boolean;
}

export function replayOteEvent(event: ScoredEvent): Result<OteState> {
  const statuses = new Map(event.file.players.map((p) => [p.id, p.status] as const));
  const lastPlayed = new Map<string, number>();
  for (const { record } of event.games) {
    for (const { id } of record.players) lastPlayed.set(id, Math.max(lastPlayed.get(id) ?? 0, record.round));
  }
  // A player who has left is still counted as continuing up to the last round he played:
  // the status says he stopped, not when.
  const isContinuing = (id: string, afterRound: number): boolean =>
    !isOutStatus(statuses.get(id)) || (lastPlayed.get(id) ?? 0) > afterRound;

  const state: ReplayState = {
    tallies: new Map(event.file.players.map((p) => [p.id, makeTally()])),
    scores: new Map(),
    trace: [],
    phase: { kind: "groups" },
    absentActive: [],
  };
  const rounds = [...new Set(event.games.map((g) => g.record.round))].sort((a, b) => a - b);
  for (const round of rounds) {
    const games = event.games.filter((g) => g.record.round === round);
    const once = checkOneGamePerRound(games);
    if (!once.ok) return once;
    const isGroupsRound = state.phase.kind === "groups";
    // Active players who have played before must play every round until they lose (M4); one
    // missing means the round's results are not all in, and the final's trigger cannot be judged.
    const expected = [...state.tallies.entries()].filter(
      ([id, t]) => !t.hasLost && t.gamesPlayed > 0 && isContinuing(id, round - 1),
    );
    const replayed = replayRound(state, games, round);
    if (!replayed.ok) return replayed;
    if (!isGroupsRound) continue;
    const played = new Set(games.flatMap((g) => g.record.players.map((p) => p.id)));
    state.absentActive = expected.map(([id]) => id).filter((id) => !played.has(id));
    if (state.absentActive.length > 0) continue;
    const triggered = checkFinalTrigger(state, round, isContinuing);
    if (!triggered.ok) return triggered;
  }
  return ok({
    lastRound: rounds.at(-1) ?? 0,
    phase: state.phase,
    tallies: state.tallies,
    scores: state.scores,
    trace: state.trace,
    absentActive: state.absentActive,
    isContinuing,
  });
}

function replayRound(state: ReplayState, games: readonly ScoredRecord[], round: number): Result<true> {
  const phase = state.phase;
  switch (phase.kind) {
    case "groups":
      return replayGroupsRound(state, games);
    case "playoff":
      return replayPlayoffRound(state, phase, games);
    case "final":
      return replayFinalRound(state, phase, games);
    case "done":
      return fail(
        "INVALID_FIELD",
        `games[${games[0]!.index}].round`,
        "M8",
        `round ${round} comes after the final, which ends the tournament (OTE 2.10)`,
      );
    default:
      return assertNever(phase);
  }
}

/** OTE 2.1: "each round the duration of one game" — nobody plays twice in one round. */
function checkOneGamePerRound(games: readonly ScoredRecord[]): Result<true> {
  const seen = new Set<string>();
  for (const { index, record } of games) {
    for (const [j, { id }] of record.players.entries()) {
      if (seen.has(id)) {
        return fail(
          "PLAYER_TWICE_IN_GAME",
          `games[${index}].players[${j}].id`,
          "OTE 2.1",
          `"${id}" already plays another game in round ${record.round}`,
        );
      }
      seen.add(id);
    }
  }
  return ok(true);
}

/** M6 / 2.8: after any round in which three or fewer active players advanced, the final is next. */
function checkFinalTrigger(
  state: ReplayState,
  round: number,
  isContinuing: (id: string, afterRound: number) => boolean,
): Result<true> {
  const continuing = [...state.tallies.entries()].filter(([id]) => isContinuing(id, round));
  const active = continuing
    .filter(([, t]) => !t.hasLost)
    .map(([id]) => id)
    .sort();
  if (active.length > FINAL_SIZE) return ok(true);
  state.trace.push(
    `M6 (2.8): after round ${round}, ${active.length} active player(s) advanced (${active.join(", ") || "none"}): the final is next`,
  );
  const candidates = continuing
    .filter(([, t]) => t.hasLost)
    .map(([id, t]) => ({ id, tournamentScore: tournamentScoreOf(t) }));
  const plan = planReadmission(candidates, FINAL_SIZE - active.length);
  if (!plan.ok) return plan;
  state.trace.push(...plan.value.trace);
  const readmitted = plan.value.readmitted.map((id) => ({ id, by: "tournament-score" as const }));
  state.phase = plan.value.playoff
    ? { kind: "playoff", active, readmitted, playoff: plan.value.playoff }
    : { kind: "final", finalists: [...active, ...plan.value.readmitted], readmitted };
  return ok(true);
}
