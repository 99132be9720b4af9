import { describe, expect, it } from "vitest";
import { computePodSizes } from "./draft-pods.js";

function pods(n: number): string {
  const result = computePodSizes(n);
  if (!result.ok) throw new Error(result.error.message);
  return result.value.pods.map((pod) => `${pod.size}${pod.dummy ? "d" : ""}`).join("+");
}

describe("R11 booster-draft pods (SW-PC Booster Draft guidelines)", () => {
  it.each([
    [8, "4+4"],
    [9, "4+6d"],
    [10, "4+6"],
    [11, "6+6d"],
    [12, "4+4+4"],
    [13, "4+4+6d"],
    [14, "4+4+6"],
    [15, "4+6+6d"],
    [16, "4+4+4+4"],
  ])("R11 the guide's table: %i players → %s", (n, expected) => {
    expect(pods(n)).toBe(expected);
  });

  it("R11 Decision: 3 and 7 players put the dummy in a group of 4", () => {
    expect(pods(3)).toBe("4d");
    expect(pods(7)).toBe("4+4d");
    const seven = computePodSizes(7);
    expect(seven.ok && seven.value.explanation).toContain("Decision");
  });

  it("R11 small and large counts: 4, 5, 6, 19, 21", () => {
    expect(pods(4)).toBe("4");
    expect(pods(5)).toBe("6d");
    expect(pods(6)).toBe("6");
    expect(pods(19)).toBe("4+4+6+6d");
    expect(pods(21)).toBe("4+4+4+4+6d");
  });

  it("R11 for every count: seats = players (+1 dummy if odd), groups of 4 as many as possible, dummy in a 6 from 5 players on (not 7)", () => {
    for (let n = 3; n <= 200; n++) {
      const result = computePodSizes(n);
      if (!result.ok) throw new Error(result.error.message);
      const list = result.value.pods;
      const seats = list.reduce((sum, pod) => sum + pod.size, 0);
      expect(seats).toBe(n + (n % 2));
      expect(list.filter((pod) => pod.dummy)).toHaveLength(n % 2);
      const sixes = list.filter((pod) => pod.size === 6).length;
      expect(sixes).toBeLessThanOrEqual(2);
      if (n % 2 === 1 && n !== 3 && n !== 7) expect(list.find((pod) => pod.dummy)!.size).toBe(6);
    }
  });

  it("R11 refuses fewer than 3 players", () => {
    const two = computePodSizes(2);
    expect(two.ok ? undefined : two.error).toMatchObject({
      code: "VALUE_OUT_OF_RANGE",
      field: "players",
      rule: "R11",
    });
    expect(computePodSizes(2.5).ok).toBe(false);
  });
});
