// R11 (SW-PC Starting the Tournament – Sealed Deck, Booster Draft): players sit in groups of
// 4 when possible, groups of 6 otherwise; an odd count adds a dummy hand drafted by the TD, who
// "should always draft in a group of 6", so that every group has as many Light as Dark players.
import { fail, ok, type Result } from "../errors.js";

export interface PodSize {
  /** Seats in the group, the dummy's included. */
  readonly size: 4 | 6;
  readonly dummy: boolean;
}

export interface PodPlan {
  readonly players: number;
  readonly pods: readonly PodSize[];
  readonly explanation: string;
}

export function computePodSizes(players: number): Result<PodPlan> {
  if (!Number.isInteger(players) || players < 3) {
    return fail(
      "VALUE_OUT_OF_RANGE",
      "players",
      "R11",
      `a booster draft needs groups of 4 or 6: at least 3 players (with a dummy), got ${players}`,
    );
  }
  const hasDummy = players % 2 === 1;
  const seats = players + (hasDummy ? 1 : 0);
  // Seats are even: a remainder of 2 mod 4 needs one group of 6, otherwise all groups of 4; the
  // dummy needs a group of 6, so with no 6 yet two groups of 4 become two of 6 (11 → 6+6, 15 → 4+6+6).
  let sixes = seats % 4 === 2 ? 1 : 0;
  if (hasDummy && sixes === 0 && seats >= 12) sixes = 2;
  const fours = (seats - 6 * sixes) / 4;
  const pods: PodSize[] = [
    ...Array.from({ length: fours }, () => ({ size: 4 as const, dummy: false })),
    ...Array.from({ length: sixes }, () => ({ size: 6 as const, dummy: false })),
  ];
  if (hasDummy) {
    // Decision (R11): with 3 or 7 players no group of 6 can be formed, so the dummy sits in a 4.
    const last = pods.length - 1;
    pods[last] = { size: pods[last]!.size, dummy: true };
  }
  return ok({ players, pods, explanation: describe(players, pods) });
}

function describe(players: number, pods: readonly PodSize[]): string {
  const groups = pods.map((pod) => `${pod.size}${pod.dummy ? " (with a dummy)" : ""}`).join(" + ");
  const decision = pods.some((pod) => pod.dummy && pod.size === 4)
    ? "; no group of 6 is possible, so the dummy sits in a group of 4 (Decision)"
    : "";
  return `R11: ${players} players → ${groups}${decision}`;
}
