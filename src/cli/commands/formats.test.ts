import { describe, expect, it } from "vitest";
import { runCli } from "../../../test/cli-harness.js";

describe("handsdown formats (R12)", () => {
  it("R12 --json lists the ten SW-PC sealed formats", async () => {
    const { code, stdout } = await runCli(["formats", "--json"]);
    expect(code).toBe(0);
    const out = JSON.parse(stdout) as { formats: { id: string }[] };
    expect(out.formats).toHaveLength(10);
    expect(out.formats[4]!.id).toBe("epp-overdrive");
  });

  it("R12 one format in detail; an unknown one exits 1", async () => {
    expect((await runCli(["formats", "secret-squirrel"])).stdout).toContain(
      "there is no deck construction period",
    );
    expect((await runCli(["formats", "secret-squirrel"])).stdout).toContain(
      "  Pairing: one-deck Swiss, no sides: the decks have no allegiance (D2)\n",
    );
    expect((await runCli(["formats", "otsd-sealed"])).stdout).toContain(
      "  Pairing: each player keeps one side, Dark pile v Light pile (D1)\n",
    );
    const unknown = await runCli(["formats", "nope"]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("(R12)");
  });
});
