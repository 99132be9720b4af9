import { describe, expect, it } from "vitest";
import { computeAnnouncementMarks } from "./announcements.js";
import { END_OF_GAME_RULES } from "./end-of-game.js";

describe("R5 time remaining announcements (SW-PC Time Remaining Announcements)", () => {
  it("R5 a 60 minute game announces 30, 20, 15, 10, 5, 4, 3, 2, 1", () => {
    expect(computeAnnouncementMarks(60)).toEqual([30, 20, 15, 10, 5, 4, 3, 2, 1]);
  });

  it("R5 a 40 minute sealed game announces the same marks (all fall inside it)", () => {
    expect(computeAnnouncementMarks(40)).toEqual([30, 20, 15, 10, 5, 4, 3, 2, 1]);
  });

  it("R5 shorter games use the marks that fall within them: EPP Overdrive 15 minutes, Young Jedi 30", () => {
    expect(computeAnnouncementMarks(15)).toEqual([10, 5, 4, 3, 2, 1]);
    expect(computeAnnouncementMarks(30)).toEqual([20, 15, 10, 5, 4, 3, 2, 1]);
    expect(computeAnnouncementMarks(22.5)).toEqual([20, 15, 10, 5, 4, 3, 2, 1]);
    expect(computeAnnouncementMarks(1)).toEqual([]);
  });
});

describe("R5 end-of-game rule per profile", () => {
  it("S3 Star Wars PC: finish the turn of the player who went second", () => {
    expect(END_OF_GAME_RULES["swccg-pc-2.3.6"].text).toContain(
      "end of the turn of the player who went second",
    );
    expect(END_OF_GAME_RULES["swccg-pc-2.3.6"].rule).toBe("S3");
  });

  it("R5 Decipher profiles: hands down, play stops at once", () => {
    for (const profile of [
      "swccg-decipher-6.99",
      "stccg-decipher-6.99",
      "stccg-opg-2014",
      "yj-decipher-6.99",
    ] as const) {
      expect(END_OF_GAME_RULES[profile].title).toBe("Hands down");
    }
    expect(END_OF_GAME_RULES["swccg-decipher-6.99"].text).toContain("Lost Pile");
    expect(END_OF_GAME_RULES["yj-decipher-6.99"].text).toContain("planetary victories");
  });
});

describe("R5 the end-of-game rule shown at zero cites what a user can read", () => {
  it.each(Object.entries(END_OF_GAME_RULES))(
    "R5 %s cites a rule ID or docs/rules.md, never the SPEC",
    (_profile, rule) => {
      expect(rule.rule).toMatch(/^([A-Z]\d+|docs\/rules\.md §\d)/);
      expect(`${rule.rule} ${rule.source} ${rule.text}`).not.toMatch(/SPEC|DESIGN/);
    },
  );

  it("R5 a Decipher profile cites Decipher's guide, not the Players Committee's", () => {
    for (const profile of ["swccg-decipher-6.99", "stccg-decipher-6.99", "yj-decipher-6.99"] as const)
      expect(END_OF_GAME_RULES[profile].source).not.toContain("SW-PC");
  });
});
