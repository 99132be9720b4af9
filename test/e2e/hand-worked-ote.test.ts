// An On the Edge event through the CLI, checked against numbers worked out by hand from
// docs/rules.md §1 and §2.6 (E2 VP by place on the active and inactive scales, E3 Tournament Score, M1,
// M5, M6 final of three, M7, M8 places), never against the program's own scoring.
import { describe, expect, it } from "vitest";
import { runCli } from "../cli-harness.js";
import { makeFile, writeTemp, type Json, type ResultsFile } from "./hand-worked.js";

const IDS = ["p1", "p2", "p3", "p4", "p5", "p6", "p7", "p8", "p9"];
const OTE = { name: "Hand-worked Edge", game: "ote", rules: "ote-1.2", type: "ote", seed: "hw-ote" };

function group(
  round: number,
  tableNo: number,
  set: string,
  influence: Record<string, number>,
  stage?: string,
) {
  const winner = Object.entries(influence).sort((a, b) => b[1] - a[1])[0]![0];
  return {
    round,
    game: 1,
    table: tableNo,
    ...(stage !== undefined && { stage }),
    players: Object.keys(influence).map((id) => ({ id })),
    set,
    result: { winner, influence },
  };
}

// Round 1, M1: nine players → three groups of three, all active (E2 active scale 8/4/2/0):
//   p1 16, p2 4, p3 4   → p1 8; p2, p3 tied for second 2 each
//   p4 17, p5 8, p6 -3  → p4 8; p5 4; p6 0
//   p7 16, p8 5, p9 5   → p7 8; p8, p9 tied for second 2 each
const round1: Json[] = [
  group(1, 1, "active", { p1: 16, p2: 4, p3: 4 }),
  group(1, 2, "active", { p4: 17, p5: 8, p6: -3 }),
  group(1, 3, "active", { p7: 16, p8: 5, p9: 5 }),
];

// Round 2: the final on the active scale; the inactive groups on the inactive scale (4/2/1/0).
//   final  p4 16, p1 12, p7 9   → p4 8, p1 4, p7 0
//   p8 16, p5 10, p9 3          → p8 4, p5 2, p9 0
//   p6 18, p2 11, p3 11         → p6 4; p2, p3 tied for second 1 each
const round2: Json[] = [
  group(2, 1, "active", { p4: 16, p1: 12, p7: 9 }, "final"),
  group(2, 2, "inactive", { p8: 16, p5: 10, p9: 3 }),
  group(2, 3, "inactive", { p6: 18, p2: 11, p3: 11 }),
];

function event(...games: Json[][]) {
  const file = makeFile(OTE, IDS);
  file.games = games.flat();
  return writeTemp(file);
}

/** The same event with Object.prototype's names as player IDs. */
const HOSTILE: Record<string, string> = {
  p1: "constructor",
  p2: "hasOwnProperty",
  p3: "valueOf",
  p4: "__proto__",
  p7: "toString",
};
function renamed(file: ResultsFile): ResultsFile {
  return JSON.parse(
    JSON.stringify(file).replace(/"(p\d)"/g, (whole, id: string) => JSON.stringify(HOSTILE[id] ?? id)),
  ) as ResultsFile;
}

interface OteGroup {
  players: { id: string }[];
  set: "active" | "inactive";
  stage: string;
}

describe("a hand-worked On the Edge event through the CLI (E2, E3, M1, M5, M6, M7, M8)", () => {
  it("M6/M5: three winners advanced, so round 2 is the final of three; the inactive set groups by VP, then IP", async () => {
    const { code, stdout, stderr } = await runCli(["pair", event(round1), "--json"]);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    const out = JSON.parse(stdout) as { round: number; final: boolean; pairings: OteGroup[] };
    expect(out.round).toBe(2);
    expect(out.final).toBe(true);
    const groups = out.pairings.map(
      (g) =>
        `${g.set}${g.stage === "final" ? " final" : ""}: ${g.players
          .map((p) => p.id)
          .sort()
          .join(" ")}`,
    );
    // M6: p1, p4, p7 advanced, exactly three: the final, no re-admission. M7/M5: the six inactive
    // by VP then IP: p5 4/8; p8, p9 2/5 (tied: random order, same group either way); p2, p3 2/4;
    // p6 0/-3. Consecutive threes from the top: {p5, p8, p9} and {p2, p3, p6}.
    expect(groups.sort()).toEqual(["active final: p1 p4 p7", "inactive: p2 p3 p6", "inactive: p5 p8 p9"]);
  });

  it("M8: the final's winner 1st, 2nd and 3rd by final IP, the rest by Tournament Score (E3), equal scores sharing", async () => {
    const { code, stdout, stderr } = await runCli(["standings", event(round1, round2), "--json"]);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    const out = JSON.parse(stdout) as {
      standings: { rank: number; id: string; vp: number; ip: number; tournamentScore: number }[];
    };
    // E3, Tournament Score = IP / 2 + VP:
    //   p4 33/2 + 16 = 32.5   p1 28/2 + 12 = 26   p7 25/2 + 8 = 20.5   p8 21/2 + 6 = 16.5
    //   p5 18/2 + 6 = 15      p6 15/2 + 4 = 11.5  p2 15/2 + 3 = 10.5   p3 15/2 + 3 = 10.5   p9 8/2 + 2 = 6
    // M8: p4 won the final; p1 (12 IP in it) 2nd, p7 (9) 3rd; then by score, p2 and p3 sharing 7th.
    expect(out.standings.map((r) => `${r.rank} ${r.id} ${r.vp}/${r.ip} ${r.tournamentScore}`)).toEqual([
      "1 p4 16/33 32.5",
      "2 p1 12/28 26",
      "3 p7 8/25 20.5",
      "4 p8 6/21 16.5",
      "5 p5 6/18 15",
      "6 p6 4/15 11.5",
      "7 p2 3/15 10.5",
      "7 p3 3/15 10.5",
      "9 p9 2/8 6",
    ]);
  });

  it("M8 with IDs __proto__, constructor, toString, hasOwnProperty, valueOf: the same places, by the rename only", async () => {
    const file = makeFile(OTE, IDS);
    file.games = [...round1, ...round2];
    const { code, stdout, stderr } = await runCli(["standings", writeTemp(renamed(file)), "--json"]);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    const out = JSON.parse(stdout) as {
      standings: { rank: number; id: string; vp: number; ip: number; tournamentScore: number }[];
    };
    // As above, renamed; hasOwnProperty and valueOf share 7th, listed by ID (h before v).
    expect(out.standings.map((r) => `${r.rank} ${r.id} ${r.vp}/${r.ip} ${r.tournamentScore}`)).toEqual([
      "1 __proto__ 16/33 32.5",
      "2 constructor 12/28 26",
      "3 toString 8/25 20.5",
      "4 p8 6/21 16.5",
      "5 p5 6/18 15",
      "6 p6 4/15 11.5",
      "7 hasOwnProperty 3/15 10.5",
      "7 valueOf 3/15 10.5",
      "9 p9 2/8 6",
    ]);
    // And the pairing of round 2 (M5, M6) from round 1 alone, renamed the same way.
    const first = makeFile(OTE, IDS);
    first.games = [...round1];
    const pair = await runCli(["pair", writeTemp(renamed(first)), "--json"]);
    expect(pair.stderr).toBe("");
    const groups = (JSON.parse(pair.stdout) as { pairings: OteGroup[] }).pairings.map(
      (g) =>
        `${g.set}: ${g.players
          .map((p) => p.id)
          .sort()
          .join(" ")}`,
    );
    expect(groups.sort()).toEqual([
      "active: __proto__ constructor toString",
      "inactive: hasOwnProperty p6 valueOf",
      "inactive: p5 p8 p9",
    ]);
  });
});
