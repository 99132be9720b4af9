import { describe, expect, it } from "vitest";
import { runCli } from "../../../test/cli-harness.js";

interface TdPlayerJson {
  game: string;
  sanctioning: string;
  players: number;
  playersWithTd: number;
  isTdPlaying: boolean;
  isAllowed: boolean;
  reasons: { rule: string; source: string; message: string }[];
  warnings: { rule: string; message: string }[];
  createsBye: boolean;
  proposal: string;
  explanation: string;
  judges: {
    assistant: { isRequired: boolean; name: string | null };
    backup: { isRequired: boolean; name: string | null };
  };
  tdAge: { age: number | null; warning: { rule: string; message: string } | null; explanation: string };
}

async function json(args: string[]): Promise<TdPlayerJson> {
  const run = await runCli(["td-player", ...args, "--json"]);
  expect(run.code).toBe(0);
  return JSON.parse(run.stdout) as TdPlayerJson;
}

const judges = ["--td", "obi", "--assistant", "yoda", "--backup", "mace"];

describe("handsdown td-player (R8, SW-PC Tournament Directors – Competing in Their Own Events)", () => {
  it("R8 SW-PC: 9 players + the TD = 10, both judges named → allowed, no bye, nothing to change", async () => {
    const out = await json(["--game", "swccg", "--players", "9", ...judges]);
    expect(out).toMatchObject({
      game: "swccg",
      sanctioning: "pc",
      players: 9,
      playersWithTd: 10,
      isTdPlaying: true,
      isAllowed: true,
      reasons: [],
      createsBye: false,
      proposal: "none",
      judges: { assistant: { isRequired: true, name: "yoda" }, backup: { isRequired: true, name: "mace" } },
    });
  });

  it("R8 10 players + the TD = 11 is odd: his playing creates a bye and the drop is proposed", async () => {
    const out = await json(["--game", "swccg", "--players", "10", ...judges]);
    expect(out).toMatchObject({ isAllowed: false, createsBye: true, proposal: "td-drops" });
    expect(out.explanation).toContain("11 players including the TD");
  });

  it("R8 --not-playing with an odd field: the TD may join to eliminate the bye", async () => {
    const out = await json(["--game", "swccg", "--players", "9", ...judges, "--not-playing"]);
    expect(out).toMatchObject({ isTdPlaying: false, createsBye: false, proposal: "td-joins" });
  });

  it("R8 Championship Level and unnamed judges: not allowed, each reason listed, judges shown as not named", async () => {
    const out = await json(["--game", "swccg", "--players", "9", "--championship"]);
    expect(out.isAllowed).toBe(false);
    expect(out.reasons.map((r) => r.message)).toEqual([
      "the tournament director may not play at a Championship Level event",
      "an assistant judge must be named (he rules where the TD is playing)",
      "a back-up judge must be named (he rules where the TD and the assistant judge are playing)",
    ]);
    expect(out.judges.assistant).toEqual({ isRequired: true, name: null });
    expect(out.proposal).toBe("td-drops");
  });

  it("R8 DEC III.8: under Decipher's guide the TD may not play; no judges are required", async () => {
    const out = await json(["--game", "stccg1e", "--players", "9", ...judges]);
    expect(out.sanctioning).toBe("decipher");
    expect(out.isAllowed).toBe(false);
    expect(out.reasons[0]?.source).toBe("DEC III.8");
    expect(out.judges.backup.isRequired).toBe(false);
  });

  it("R8 the text report names the verdict, the judges, the bye and the proposal", async () => {
    const run = await runCli(["td-player", "--game", "swccg", "--players", "16", "--assistant", "yoda"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("16 players + the TD = 17");
    expect(run.stdout).toContain("The TD may play: no");
    expect(run.stdout).toContain("Assistant judge (rules where the TD is playing): required — yoda");
    expect(run.stdout).toContain("required — NOT NAMED");
    expect(run.stdout).toContain("it is suggested (not required) that the TD not play above 16");
    expect(run.stdout).toContain("Bye: the TD's playing creates one (17 players is odd)");
    expect(run.stdout).toContain("Proposal: the TD drops");
  });

  // SW-PC Competing in Their Own Events: "The tournament director's playing does not create a bye."
  it('R8 16 players + the TD, both judges named: his playing creates a bye, so "The TD may play: no"', async () => {
    const run = await runCli(["td-player", "--game", "swccg", "--players", "16", ...judges]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("The TD may play: no");
    expect(run.stdout).not.toContain("The TD may play: yes");
    expect(run.stdout).toContain(
      "because: the TD's playing must not create a bye: 17 players including the TD is odd (R8, SW-PC Tournament Directors – Competing in Their Own Events)",
    );
    expect(run.stdout).toContain("Bye: the TD's playing creates one (17 players is odd)");
  });

  it("R8 bad input exits 1 naming the option and the rule; nothing on stdout", async () => {
    const players = await runCli(["td-player", "--game", "swccg", "--players", "many", "--json"]);
    expect(players.code).toBe(1);
    expect(players.stdout).toBe("");
    expect(players.stderr).toContain("--players many");
    expect(players.stderr).toContain("(R8)");
    const pc = await runCli(["td-player", "--game", "yj", "--sanctioned", "pc", "--players", "8"]);
    expect(pc.code).toBe(1);
    expect(pc.stderr).toContain("--sanctioned");
    expect((await runCli(["td-player", "--game", "ote", "--players", "8"])).code).toBe(1);
  });

  it("usage errors exit 2: missing --players or --game, unknown option", async () => {
    expect((await runCli(["td-player", "--game", "swccg"])).code).toBe(2);
    expect((await runCli(["td-player", "--players", "8"])).code).toBe(2);
    expect((await runCli(["td-player", "--game", "swccg", "--players", "8", "--judge", "x"])).code).toBe(2);
  });

  // SW-PC: "Tournament Directors – Age – Tournament directors should be 18 years of age or older."
  it("R8 --td-age 17: flagged (a 'should': a warning, the verdict unchanged); 18 passes; without it the report asks", async () => {
    const young = await json(["--game", "swccg", "--players", "9", ...judges, "--td-age", "17"]);
    expect(young.isAllowed).toBe(true);
    expect(young.tdAge).toMatchObject({ age: 17 });
    expect(young.warnings).toContainEqual(
      expect.objectContaining({
        rule: "R8",
        message: "the TD is 17: tournament directors should be 18 years of age or older",
      }),
    );
    expect(
      (await json(["--game", "swccg", "--players", "9", ...judges, "--td-age", "18"])).tdAge,
    ).toMatchObject({
      age: 18,
      warning: null,
    });
    const text = await runCli(["td-player", "--game", "swccg", "--players", "9", ...judges]);
    expect(text.stdout).toContain(
      "TD's age: R8: not given — tournament directors should be 18 years of age or older (SW-PC Tournament Directors – Age); give --td-age",
    );
  });
});
