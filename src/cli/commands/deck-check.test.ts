import { describe, expect, it } from "vitest";
import { runCli } from "../../../test/cli-harness.js";

interface Selection {
  selected: { id: string; reason: string }[];
  randomCount: number;
}

describe("handsdown deck-check (R7)", () => {
  it("R7 --count 10: 3 at random, plus the earlier failure; same seed and label → same draw", async () => {
    const args = [
      "deck-check",
      "--count",
      "10",
      "--failed",
      "4",
      "--seed",
      "e",
      "--label",
      "round 1 game 2",
      "--json",
    ];
    const first = await runCli(args);
    expect(first.code).toBe(0);
    const out = JSON.parse(first.stdout) as Selection;
    expect(out.randomCount).toBe(3);
    expect(out.selected.filter((line) => line.reason === "random")).toHaveLength(3);
    expect(out.selected).toContainEqual({ id: "4", reason: "failed-before" });
    expect((await runCli(args)).stdout).toBe(first.stdout);
  });

  it("R7 --final: both Final Confrontation players", async () => {
    const out = JSON.parse(
      (
        await runCli([
          "deck-check",
          "--players",
          "ann,bob,cat,dan",
          "--final",
          "ann,cat",
          "--seed",
          "s",
          "--json",
        ])
      ).stdout,
    ) as Selection;
    expect(out.selected.map((line) => line.id)).toEqual(["ann", "cat"]);
  });

  it("R7 unknown players exit 1; neither or both of --players/--count exit 2", async () => {
    const unknown = await runCli(["deck-check", "--players", "a,b", "--failed", "z"]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("(R7)");
    expect((await runCli(["deck-check"])).code).toBe(2);
    expect((await runCli(["deck-check", "--players", "a", "--count", "3"])).code).toBe(2);
  });
});
