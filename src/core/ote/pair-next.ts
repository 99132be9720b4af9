// The next round of an On the Edge event (docs/architecture.md `pair --json`, On the Edge flavour): the
// groups of a round before the final (M2–M5), the additional game (M6) or the final (M6–M7).
import { assertNever, fail, ok, type Result } from "../errors.js";
import type { Random } from "../random.js";
import type { ScoredEvent } from "../scored-event/score-event.js";
import { groupActiveSet } from "./group-active.js";
import { groupInactiveSet } from "./group-inactive.js";
import { FINAL_SIZE } from "./readmission.js";
import { replayOteEvent, type OteState } from "./replay.js";
import type { OteGroup, OtePairing, OteSet, OteStage } from "./types.js";

export function pairOteNext(event: ScoredEvent, random: Random): Result<OtePairing> {
  const replayed = replayOteEvent(event);
  if (!replayed.ok) return replayed;
  const state = replayed.value;
  const round = state.lastRound + 1;
  if (state.absentActive.length > 0) {
    const missing = state.absentActive.join(", ");
    return fail(
      "ROUND_NOT_COMPLETE",
      "games",
      "M4",
      `round ${state.lastRound} has no game for active player(s) ${missing}: record every result before pairing round ${round}`,
    );
  }
  const rng = random.fork(`ote:round:${round}`);
  const phase = state.phase;
  switch (phase.kind) {
    case "groups":
      return pairGroupsRound(state, round, rng);
    case "playoff": {
      const { players, spots } = phase.playoff;
      const trace = [
        ...state.trace,
        `M6 (2.83): round ${round} is the additional game alone, to 8 IP, until ${spots} player(s) advance; record stage "ote-playoff" and result {"advanced": [ids in order]}`,
      ];
      const group = { ...makeGroup(1, players, "inactive", "ote-playoff"), advancing: spots };
      return ok({ round, game: 1, pairings: [group], byes: [], trace, final: false });
    }
    case "final": {
      const final = makeGroup(1, phase.finalists, "active", "final");
      const inactive = inactivePlayers(state, phase.finalists);
      const grouped = groupInactiveSet(inactive, rng.fork("inactive"));
      const trace = [
        ...state.trace,
        `M6: round ${round} is the final: ${phase.finalists.join(", ")}`,
        "M7 (2.9): the inactive set plays during the final",
        ...grouped.trace,
      ];
      const pairings = [final, ...grouped.groups.map((ids, i) => makeGroup(i + 2, ids, "inactive", "swiss"))];
      return ok({ round, game: 1, pairings, byes: grouped.sittingOut, trace, final: true });
    }
    case "done":
      return fail(
        "NOTHING_TO_PAIR",
        "games",
        "M8",
        "the final has been played: the tournament is over (OTE 2.10)",
      );
    default:
      return assertNever(phase);
  }
}

function pairGroupsRound(state: OteState, round: number, rng: Random): Result<OtePairing> {
  const continuing = [...state.tallies.entries()].filter(([id]) => state.isContinuing(id, state.lastRound));
  const active = continuing
    .filter(([, t]) => !t.hasLost)
    .map(([id, t]) => ({ id, offNumberedGames: t.offNumberedGames }));
  if (round === 1 && active.length < FINAL_SIZE) {
    return fail(
      "WRONG_PLAYER_COUNT",
      "players",
      "M6",
      `On the Edge needs at least ${FINAL_SIZE} players: its final is one game of ${FINAL_SIZE} (OTE 2.8), got ${active.length}`,
    );
  }
  const grouped = groupActiveSet(active, rng.fork("active"), round === 1);
  const inactive = groupInactiveSet(inactivePlayers(state, []), rng.fork("inactive"));
  const pairings = [
    ...grouped.groups.map((ids, i) => makeGroup(i + 1, ids, "active", "swiss")),
    ...inactive.groups.map((ids, i) => makeGroup(grouped.groups.length + i + 1, ids, "inactive", "swiss")),
  ];
  return ok({
    round,
    game: 1,
    pairings,
    byes: inactive.sittingOut,
    trace: [...grouped.trace, ...inactive.trace],
    final: false,
  });
}

/** M4: the inactive players who continue, less those playing the final. */
function inactivePlayers(state: OteState, finalists: readonly string[]) {
  return [...state.tallies.entries()]
    .filter(([id, t]) => t.hasLost && state.isContinuing(id, state.lastRound) && !finalists.includes(id))
    .map(([id, t]) => ({ id, vp: t.vp, ip: t.ip }));
}

function makeGroup(table: number, ids: readonly string[], set: OteSet, stage: OteStage): OteGroup {
  return { table, players: ids.map((id) => ({ id })), set, stage };
}
