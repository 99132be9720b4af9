import { describe, expect, it } from "vitest";
import { computePassDirections, makeDraftSeating } from "./draft-seating.js";

const players = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);

function seat(n: number, seed = "s", packs = 2) {
  const result = makeDraftSeating({ players: players(n), seed, packs });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe("R11 booster-draft seating (SW-PC: Light/Dark alternate, sides at random)", () => {
  it("R11 13 players: every player seated once, one dummy seat in the group of 6", () => {
    const s = seat(13);
    expect(s.pods.map((pod) => [pod.size, pod.dummy])).toEqual([
      [4, false],
      [4, false],
      [6, true],
    ]);
    const seated = s.pods.flatMap((pod) => pod.seats.map((x) => x.player)).filter((p) => p !== null);
    expect([...seated].sort()).toEqual(players(13).sort());
    expect(s.pods[2]!.seats.filter((x) => x.isDummy)).toHaveLength(1);
  });

  it("R11 around every table seats alternate Light/Dark, so no player sits next to his own side", () => {
    for (const pod of seat(15).pods) {
      pod.seats.forEach((x, i) => {
        const neighbour = pod.seats[(i + 1) % pod.seats.length]!;
        expect(neighbour.side).not.toBe(x.side);
      });
      expect(pod.seats.filter((x) => x.side === "light")).toHaveLength(pod.size / 2);
    }
  });

  it("R11 seeded: the same seed gives the same seats; sides and tables change with the seed", () => {
    expect(seat(9, "a")).toEqual(seat(9, "a"));
    const layouts = new Set(["a", "b", "c", "d", "e"].map((seed) => JSON.stringify(seat(9, seed).pods)));
    expect(layouts.size).toBeGreaterThan(1);
  });

  it("R11 pack 1 passes left, then the direction alternates", () => {
    expect(computePassDirections(4)).toEqual(["left", "right", "left", "right"]);
    expect(seat(8, "s", 3).passDirections).toEqual(["left", "right", "left"]);
  });

  it("R11 refuses duplicate players and a pack count below 1", () => {
    expect(makeDraftSeating({ players: ["a", "a", "b", "c"], seed: "s", packs: 2 }).ok).toBe(false);
    expect(makeDraftSeating({ players: players(8), seed: "s", packs: 0 }).ok).toBe(false);
  });
});
