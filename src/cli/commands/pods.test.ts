import { describe, expect, it } from "vitest";
import { runCli } from "../../../test/cli-harness.js";

interface PodsJson {
  seed: string;
  pods: {
    size: number;
    dummy: boolean;
    seats: { player: string | null; side: string; isDummy: boolean }[];
  }[];
  passDirections: string[];
}

describe("handsdown pods (R11, the contracts in docs/architecture.md)", () => {
  it.each([
    [
      8,
      [
        [4, false],
        [4, false],
      ],
    ],
    [
      9,
      [
        [4, false],
        [6, true],
      ],
    ],
    [
      11,
      [
        [6, false],
        [6, true],
      ],
    ],
    [
      13,
      [
        [4, false],
        [4, false],
        [6, true],
      ],
    ],
    [
      15,
      [
        [4, false],
        [6, false],
        [6, true],
      ],
    ],
  ])("R11 pods %i --json → {pods:[{size, dummy}]} with the guide's groups", async (n, expected) => {
    const { code, stdout, stderr } = await runCli(["pods", String(n), "--json", "--seed", "t"]);
    expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
    const out = JSON.parse(stdout) as PodsJson;
    expect(out.pods.map((pod) => [pod.size, pod.dummy])).toEqual(expected);
    expect(out.pods.flatMap((pod) => pod.seats).filter((seat) => seat.player !== null)).toHaveLength(n);
    expect(out.passDirections).toEqual(["left", "right"]);
  });

  it("R11 the same --seed gives the same seats; without one a seed is made and printed", async () => {
    const a = await runCli(["pods", "10", "--json", "--seed", "x"]);
    expect((await runCli(["pods", "10", "--json", "--seed", "x"])).stdout).toBe(a.stdout);
    const fresh = JSON.parse((await runCli(["pods", "10", "--json"])).stdout) as PodsJson;
    expect(fresh.seed.length).toBeGreaterThan(0);
  });

  it("R11 names, a draft format's pack count, and the human table", async () => {
    const out = JSON.parse(
      (
        await runCli([
          "pods",
          "4",
          "--json",
          "--seed",
          "s",
          "--names",
          "ann,bob,cat,dan",
          "--format",
          "death-star-ii-booster-draft",
        ])
      ).stdout,
    ) as PodsJson;
    expect(out.pods[0]!.seats.map((seat) => seat.player).sort()).toEqual(["ann", "bob", "cat", "dan"]);
    expect(out.passDirections).toEqual(["left", "right", "left", "right", "left", "right"]);
    const human = await runCli(["pods", "7", "--seed", "s"]);
    expect(human.stdout).toContain("R11: 7 players → 4 + 4 (with a dummy)");
    expect(human.stdout).toContain("Passing: pack 1 left, pack 2 right.");
  });

  it("R11 bad input exits 1 naming the option and the rule; a missing argument is a usage error", async () => {
    const two = await runCli(["pods", "2"]);
    expect(two.code).toBe(1);
    expect(two.stderr).toContain("<players>");
    expect(two.stderr).toContain("(R11)");
    expect((await runCli(["pods", "8", "--names", "a,b"])).stderr).toContain("--names");
    expect((await runCli(["pods", "8", "--format", "epp-overdrive"])).code).toBe(1);
    expect((await runCli(["pods"])).code).toBe(2);
  });
});
