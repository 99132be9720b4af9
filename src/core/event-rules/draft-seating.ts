// R11: seats for a booster draft. Players draw their side at random and never sit next to
// a player of the same side: around each table the seats alternate Light/Dark. Pack 1 passes to
// the left, each later pack switches direction (SW-PC Booster Draft).
import { fail, ok, type Result } from "../errors.js";
import type { Side } from "../games.js";
import { makeRandom } from "../random.js";
import { computePodSizes } from "./draft-pods.js";

export interface Seat {
  /** 1-based, clockwise around the table. */
  readonly seat: number;
  /** null for the dummy hand the TD drafts. */
  readonly player: string | null;
  readonly side: Side;
  readonly isDummy: boolean;
}

export interface SeatedPod {
  readonly pod: number;
  readonly size: 4 | 6;
  readonly dummy: boolean;
  readonly seats: readonly Seat[];
}

export type PassDirection = "left" | "right";

export interface DraftSeating {
  readonly pods: readonly SeatedPod[];
  readonly passDirections: readonly PassDirection[];
  readonly explanation: string;
}

export interface DraftSeatingInput {
  readonly players: readonly string[];
  readonly seed: string;
  /** Booster packs each player drafts (for the pass directions). */
  readonly packs: number;
}

/** Pack 1 passes left, pack 2 right, and so on alternately. */
export function computePassDirections(packs: number): PassDirection[] {
  return Array.from({ length: packs }, (_, i) => (i % 2 === 0 ? "left" : "right"));
}

export function makeDraftSeating(input: DraftSeatingInput): Result<DraftSeating> {
  const duplicate = input.players.find((id, i) => input.players.indexOf(id) !== i);
  if (duplicate !== undefined)
    return fail("DUPLICATE_PLAYER", "players", "R11", `player "${duplicate}" is listed twice`);
  if (!Number.isInteger(input.packs) || input.packs < 1) {
    return fail(
      "VALUE_OUT_OF_RANGE",
      "packs",
      "R11",
      `expected a whole number of packs ≥ 1, got ${input.packs}`,
    );
  }
  const plan = computePodSizes(input.players.length);
  if (!plan.ok) return plan;
  const random = makeRandom(input.seed).fork("booster-draft");
  // A random seat order decides each player's table, seat and so side (seat 1 Light, 2 Dark, …).
  const queue = random.shuffle(input.players);
  const pods = plan.value.pods.map((pod, i): SeatedPod => {
    const dummySeat = pod.dummy ? random.int(pod.size) : -1;
    const seats = Array.from({ length: pod.size }, (_, s): Seat => {
      const side: Side = s % 2 === 0 ? "light" : "dark";
      if (s === dummySeat) return { seat: s + 1, player: null, side, isDummy: true };
      return { seat: s + 1, player: queue.shift()!, side, isDummy: false };
    });
    return { pod: i + 1, size: pod.size, dummy: pod.dummy, seats };
  });
  return ok({
    pods,
    passDirections: computePassDirections(input.packs),
    explanation: plan.value.explanation,
  });
}
