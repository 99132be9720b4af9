// How a score is written wherever one is read (the CLI's report lines, the console's results, the
// phone's preview): docs/rules.md §1's VP(±diff), and On the Edge's VP by place with its IP (E1–E2).
import { describe, expect, it } from "vitest";
import { formatGameScore, formatPlayerScore, formatScore, line } from "./outcomes.js";

describe("formatScore (docs/rules.md §1 notation)", () => {
  it.each([
    [2, 15, "2(+15)"],
    [0, -15, "0(-15)"],
    [1, 0, "1(+0)"],
  ])("%i and %i → %s", (vp, diff, text) => expect(formatScore(vp, diff)).toBe(text));
});

describe("formatPlayerScore: one player's score in one game", () => {
  it("Star Wars, Star Trek, Young Jedi: VP(±diff) (docs/rules.md §1)", () => {
    expect(formatPlayerScore({ vp: 2, diff: 35 }, false)).toBe("2(+35)");
    expect(formatPlayerScore({ vp: 1, diff: 0 }, false)).toBe("1(+0)");
  });

  it("On the Edge (E1–E2): VP by place and the final IP they came from, never a (+0)", () => {
    expect(formatPlayerScore({ vp: 8, diff: 0, ip: 16 }, true)).toBe("8 VP (16 IP)");
    expect(formatPlayerScore({ vp: 0, diff: 0, ip: -2 }, true)).toBe("0 VP (-2 IP)");
    // OTE 2.83: an additional game given without IP.
    expect(formatPlayerScore({ vp: 0, diff: 0 }, true)).toBe("0 VP");
  });

  it("M6: a re-admitted finalist's inactive scale is said; a scale that is the game's set is not", () => {
    const readmitted = { scale: "inactive", why: "re-admitted, lost in round 1" } as const;
    expect(formatPlayerScore({ vp: 4, diff: 0, ip: 16 }, true, readmitted)).toBe(
      "4 VP (16 IP, inactive scale)",
    );
    expect(formatPlayerScore({ vp: 8, diff: 0, ip: 16 }, true, { scale: "active" })).toBe("8 VP (16 IP)");
  });
});

describe("formatGameScore: one game's score, seat by seat", () => {
  it("Star Wars and Star Trek: VP(±diff) per seat", () => {
    expect(
      formatGameScore(
        [
          { vp: 2, diff: 35 },
          { vp: 0, diff: -35 },
        ],
        false,
      ),
    ).toBe("2(+35) / 0(-35)");
  });

  it("On the Edge: VP alone (E2 has no differential; the result beside gives the IP), never a (+0)", () => {
    expect(
      formatGameScore(
        [
          { vp: 0, diff: 0 },
          { vp: 4, diff: 0 },
          { vp: 8, diff: 0 },
        ],
        true,
      ),
    ).toBe("0 VP / 4 VP / 8 VP");
  });
});

describe("line: the explanation lines a profile builds read exactly as the template literal would", () => {
  it("gives the template literal's text: every piece in order, numbers as the template writes them", () => {
    const winner = "alice";
    const diff = -0.5;
    expect(line`${winner} ${100} to ${40} (full): full win ${formatScore(2, diff)}; T1: ${1e21}`).toBe(
      `${winner} ${100} to ${40} (full): full win ${formatScore(2, diff)}; T1: ${1e21}`,
    );
    expect(line`${"only"}`).toBe("only");
    expect(line`no values`).toBe("no values");
    expect(line`${""}${0}${""}`).toBe("0");
  });
});
