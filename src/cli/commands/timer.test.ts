import { describe, expect, it } from "vitest";
import { runCli } from "../../../test/cli-harness.js";

describe("handsdown timer (R4, R5)", () => {
  it("R4/R5 swccg sealed 40 cards --json: 40 minutes, FC 60, building 10, marks 30…1, finish-the-turn rule", async () => {
    const { code, stdout } = await runCli([
      "timer",
      "--game",
      "swccg",
      "--type",
      "sealed",
      "--deck",
      "40",
      "--json",
    ]);
    expect(code).toBe(0);
    const out = JSON.parse(stdout) as Record<
      string,
      { minutes?: number; rule?: string } & Record<string, unknown>
    >;
    expect(out.gameLength!.minutes).toBe(40);
    expect(out.finalConfrontation!.minutes).toBe(60);
    expect(out.deckBuilding!.minutes).toBe(10);
    expect(out.announcements).toEqual([30, 20, 15, 10, 5, 4, 3, 2, 1]);
    expect(out.endOfGame!.rule).toBe("S3");
  });

  it("R5 Young Jedi under Decipher: 30 minutes, hands down", async () => {
    const { stdout } = await runCli(["timer", "--game", "yj", "--type", "constructed"]);
    expect(stdout).toContain("Game length: 30 minutes");
    // F1: the 90-minute games are SW-PC's; DEC constructed has no Final Confrontation (it said 90).
    expect(stdout).toContain("Final Confrontation: none given — no rule gives one");
    expect(stdout).not.toContain("90 minutes");
    expect(stdout).toContain("Announce time remaining at: 20, 15, 10, 5, 4, 3, 2, 1 minutes");
    expect(stdout).toContain("Hands down");
  });

  it("R4 EPP Overdrive: 15 minutes, FC 22 minutes 30 seconds; --rules picks the Decipher end rule", async () => {
    const epp = await runCli(["timer", "--game", "swccg", "--type", "sealed", "--format", "epp-overdrive"]);
    expect(epp.stdout).toContain("Game length: 15 minutes");
    expect(epp.stdout).toContain("Final Confrontation: 22 minutes 30 seconds");
    const dec = await runCli([
      "timer",
      "--game",
      "swccg",
      "--type",
      "constructed",
      "--rules",
      "swccg-decipher-6.99",
      "--json",
    ]);
    expect(JSON.parse(dec.stdout) as { sanctioning: string; endOfGame: { title: string } }).toMatchObject({
      sanctioning: "decipher",
      endOfGame: { title: "Hands down" },
    });
  });

  it("R4 bad input exits 1 naming the option; a missing option exits 2", async () => {
    const noDeck = await runCli(["timer", "--game", "swccg", "--type", "sealed"]);
    expect(noDeck.code).toBe(1);
    expect(noDeck.stderr).toContain("--deck");
    expect(noDeck.stderr).toContain("(R4)");
    expect((await runCli(["timer", "--game", "chess", "--type", "sealed"])).stderr).toContain("--game chess");
    expect(
      (await runCli(["timer", "--game", "stccg1e", "--type", "constructed", "--sanctioned", "pc"])).stderr,
    ).toContain("--sanctioned");
    expect((await runCli(["timer", "--game", "ote", "--type", "ote"])).code).toBe(1);
    expect((await runCli(["timer", "--game", "swccg"])).code).toBe(2);
  });

  it("F1: each Final Confrontation line names where its length comes from", async () => {
    const pc = await runCli(["timer", "--game", "swccg", "--type", "constructed"]);
    expect(pc.stdout).toContain(
      "Final Confrontation: 90 minutes — Final Confrontation: two games of 90 minutes each (F1, SW-PC Final Confrontation – Constructed Deck)",
    );
    const dec = await runCli([
      "timer",
      "--game",
      "swccg",
      "--type",
      "constructed",
      "--sanctioned",
      "decipher",
    ]);
    expect(dec.stdout).toContain("Final Confrontation: none given");
    expect(dec.stdout).toContain("(F1, DEC II.A.i)");
  });
});
