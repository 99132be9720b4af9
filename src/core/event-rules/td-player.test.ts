import { describe, expect, it } from "vitest";
import { checkTdPlaying, type TdPlayerInput } from "./td-player.js";

const base: TdPlayerInput = {
  sanctioning: "pc",
  championship: false,
  otherPlayers: 9,
  isTdPlaying: true,
  td: "td",
  assistantJudge: "aj",
  backupJudge: "bj",
};

function check(input: Partial<TdPlayerInput>) {
  const result = checkTdPlaying({ ...base, ...input });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe("R8 TD as player (SW-PC Competing in Their Own Events; DEC III.8)", () => {
  it("R8 SW-PC: allowed with an assistant and a back-up judge; 9 others + TD = 10, no bye", () => {
    expect(check({})).toMatchObject({ isAllowed: true, createsBye: false, proposal: "none", reasons: [] });
  });

  it("R8 the TD's playing creates a bye (odd count including the TD): propose the drop", () => {
    const r = check({ otherPlayers: 10 });
    expect(r).toMatchObject({ isAllowed: false, createsBye: true, proposal: "td-drops" });
    expect(r.explanation).toContain("11 players including the TD");
  });

  it("R8 the TD not playing with an odd field may play to eliminate the bye", () => {
    expect(check({ isTdPlaying: false, otherPlayers: 9 }).proposal).toBe("td-joins");
    expect(check({ isTdPlaying: false, otherPlayers: 10 }).proposal).toBe("none");
  });

  it("R8 not at a Championship Level event", () => {
    const r = check({ championship: true });
    expect(r.isAllowed).toBe(false);
    expect(r.proposal).toBe("td-drops");
    expect(r.reasons[0]!.message).toContain("Championship Level");
  });

  it("R8 an assistant judge and a back-up judge must be named, three different people", () => {
    expect(check({ assistantJudge: undefined }).reasons.map((f) => f.message)).toEqual([
      expect.stringContaining("assistant judge"),
    ]);
    expect(check({ backupJudge: undefined }).isAllowed).toBe(false);
    expect(check({ backupJudge: "aj" }).isAllowed).toBe(false);
  });

  it("R8 DEC III.8: tournament directors may not play in their own tournaments", () => {
    const r = check({ sanctioning: "decipher" });
    expect(r).toMatchObject({ isAllowed: false, proposal: "td-drops" });
    expect(r.reasons[0]!.source).toBe("DEC III.8");
    expect(check({ sanctioning: "decipher", isTdPlaying: false, otherPlayers: 9 }).proposal).toBe("none");
  });

  it("R8 suggests (does not require) that the TD not play above 16 participants", () => {
    const r = check({ otherPlayers: 17 });
    expect(r.isAllowed).toBe(true);
    expect(r.warnings).toHaveLength(1);
    expect(check({ otherPlayers: 15 }).warnings).toEqual([]);
  });

  // SW-PC Tournament Directors – Competing in Their Own Events: "Tournament directors may compete
  // in their own event as long as the following rules are observed: - The tournament director's
  // playing does not create a bye." By hand: 16 players + the TD = 17, odd → a bye → he may not.
  it("R8 SW-PC: 16 players + the TD = 17 creates a bye, so the TD may not play (a bye created means no)", () => {
    const r = check({ otherPlayers: 16 });
    expect(r.isAllowed).toBe(false);
    expect(r.createsBye).toBe(true);
    expect(r.proposal).toBe("td-drops");
    expect(r.reasons).toEqual([
      {
        rule: "R8",
        source: "SW-PC Tournament Directors – Competing in Their Own Events",
        message: "the TD's playing must not create a bye: 17 players including the TD is odd",
      },
    ]);
    expect(r.explanation).toBe(
      "R8: 17 players including the TD is odd, so his playing creates a bye; the TD should drop",
    );
  });

  it("R8 SW-PC: not yet playing, with 16 others his playing would create a bye: he may not join", () => {
    const r = check({ isTdPlaying: false, otherPlayers: 16 });
    expect(r.isAllowed).toBe(false);
    expect(r.proposal).toBe("none");
    expect(r.reasons.map((f) => f.message)).toEqual([
      "the TD's playing must not create a bye: 17 players including the TD is odd",
    ]);
  });
});
