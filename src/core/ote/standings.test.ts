import { describe, expect, it } from "vitest";
import type { GameRecord } from "../results-file/schema.js";
import {
  ote,
  oteStandingsOf as standings,
  SIX as six,
  SIX_FINAL as final,
  SIX_ROUND_1 as round1,
} from "./test-helpers.js";
import type { OteStandings } from "./types.js";

const table = (s: OteStandings) => s.rows.map((r) => [r.rank, r.id, r.vp, r.ip, r.tournamentScore]);

describe("computeOteStandings — M8 (OTE 2.10): final places", () => {
  it("winner 1st, 2nd and 3rd shared on equal final IP, everyone else by Tournament Score", () => {
    const s = standings(six, [...round1, ...final]);
    expect(s.complete).toBe(true);
    expect(table(s)).toEqual([
      [1, "ann", 16, 32, 32],
      // E2: bob was re-admitted, so his tie for second scores on the inactive scale (1), dan's on the active (2).
      [2, "bob", 5, 19, 14.5],
      [2, "dan", 10, 27, 23.5],
      // eve 28 IP, 2 + 4 VP → 20; fay 16 IP, 2 + 1 VP → 11; cat 9 IP, 0 + 1 VP → 5.5
      [4, "eve", 6, 28, 20],
      [5, "fay", 3, 16, 11],
      [6, "cat", 1, 9, 5.5],
    ]);
    expect(s.readmitted).toEqual([{ id: "bob", by: "tournament-score" }]);
  });

  it("2nd and 3rd are separate places when the final IP differ; equal Tournament Scores share a place", () => {
    const games = [
      ...round1,
      ote(2, "active", { ann: 16, dan: 11, bob: 10 }, "ann", "final"),
      ote(2, "inactive", { cat: 16, eve: 4, fay: 4 }, "cat"),
    ];
    const s = standings(six, games);
    expect(s.rows.map((r) => [r.rank, r.id])).toEqual([
      [1, "ann"],
      [2, "dan"],
      [3, "bob"],
      // eve 16 IP, 2 + 1 VP = 11; fay the same; cat 21 IP, 0 + 4 VP = 14.5
      [4, "cat"],
      [5, "eve"],
      [5, "fay"],
    ]);
  });

  it("E2: the final's scores in games carry VP keyed on each player's set", () => {
    const s = standings(six, [...round1, ...final]);
    expect(s.games.find((g) => g.index === 2)?.score).toEqual([
      { id: "ann", vp: 8, diff: 0, ip: 16 },
      { id: "dan", vp: 2, diff: 0, ip: 10 },
      { id: "bob", vp: 1, diff: 0, ip: 10 },
    ]);
  });

  it("a re-admitted player who wins the final is first, with the inactive scale's 4 VP", () => {
    const games = [...round1, ote(2, "active", { ann: 12, dan: 10, bob: 16 }, "bob", "final"), final[1]!];
    const s = standings(six, games);
    expect(s.rows.slice(0, 3).map((r) => [r.rank, r.id, r.set])).toEqual([
      [1, "bob", "inactive"],
      [2, "ann", "inactive"],
      [3, "dan", "inactive"],
    ]);
    expect(s.rows[0]!.vp).toBe(4 + 4);
  });

  it("M8 Decision: a player who stopped is placed; a disqualified player is listed last without a place", () => {
    const players = six.map((id) =>
      id === "eve"
        ? { id, status: "disqualified" as const }
        : id === "cat"
          ? { id, status: "dropped" as const }
          : id,
    );
    const games = [...round1, final[0]!, ote(2, "inactive", { fay: 16, eve: 4 }, "fay")];
    const s = standings(players, games);
    expect(s.rows.map((r) => [r.rank, r.id, r.status])).toEqual([
      [1, "ann", "active"],
      [2, "bob", "active"],
      [2, "dan", "active"],
      [4, "fay", "active"],
      [5, "cat", "dropped"],
      [null, "eve", "disqualified"],
    ]);
  });

  it("M6 (2.83–2.84): the additional game records who advanced first; it counts for nothing else (no VP, no IP)", () => {
    const round1Tied = [round1[0]!, ote(1, "active", { dan: 17, eve: 13, fay: 13 }, "dan")];
    const playoff: GameRecord = {
      round: 2,
      game: 1,
      stage: "ote-playoff",
      players: [{ id: "bob" }, { id: "eve" }, { id: "fay" }],
      result: { advanced: ["fay"], influence: { bob: 3, eve: 5, fay: 8 } },
    };
    const s = standings(six, [...round1Tied, playoff]);
    expect(s.complete).toBe(false);
    expect(s.readmitted).toEqual([{ id: "fay", by: "playoff" }]);
    const fay = s.rows.find((r) => r.id === "fay")!;
    expect([fay.vp, fay.ip, fay.gamesPlayed]).toEqual([2, 13, 2]);
  });
});

describe("computeOteStandings — provisional, before the final", () => {
  it("active players first, then by Tournament Score (E3); ranks shared on equal scores", () => {
    const s = standings(six, round1);
    expect(s.complete).toBe(false);
    expect(s.rows.map((r) => [r.rank, r.id, r.set, r.tournamentScore])).toEqual([
      [1, "dan", "active", 16.5],
      [2, "ann", "active", 16],
      [3, "bob", "inactive", 8.5],
      [4, "eve", "inactive", 8],
      [4, "fay", "inactive", 8],
      [6, "cat", "inactive", 2.5],
    ]);
  });
});
