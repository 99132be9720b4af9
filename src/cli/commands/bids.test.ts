import { describe, expect, it } from "vitest";
import { runCli } from "../../../test/cli-harness.js";

describe("handsdown bids (R10)", () => {
  it("R10 bids skip players holding one and Advocates; the design opportunity skips Advocates", async () => {
    const { code, stdout } = await runCli([
      "bids",
      "--standings",
      "a,b,c,d",
      "--bids",
      "2",
      "--design",
      "1",
      "--advocates",
      "a",
      "--has-bid",
      "c",
      "--json",
    ]);
    expect(code).toBe(0);
    const out = JSON.parse(stdout) as { awards: { id: string; prize: string }[] };
    expect(out.awards.map((a) => [a.prize, a.id])).toEqual([
      ["worlds-day-2-bid", "b"],
      ["worlds-day-2-bid", "d"],
      ["design-opportunity", "b"],
    ]);
  });

  it("R10 the human output says who gets what and why", async () => {
    const { stdout } = await runCli(["bids", "--standings", "a,b", "--bids", "1", "--advocates", "a"]);
    expect(stdout).toContain(
      "2. b: automatic bid to Worlds Day 2 — R10: highest-placed eligible player (1 of 1), passed down by a (Advocate)",
    );
  });

  it("R10 names not in the standings and --keeps-bid for a non-Advocate exit 1", async () => {
    expect((await runCli(["bids", "--standings", "a,b", "--bids", "1", "--has-bid", "z"])).stderr).toContain(
      "--has-bid",
    );
    expect((await runCli(["bids", "--standings", "a,b", "--bids", "1", "--keeps-bid", "a"])).code).toBe(1);
    expect((await runCli(["bids", "--standings", "a,b"])).code).toBe(2);
  });
});
