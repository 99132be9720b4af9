import { describe, expect, it } from "vitest";
import { planReadmission } from "./readmission.js";

const scores = (entries: Record<string, number>) =>
  Object.entries(entries).map(([id, tournamentScore]) => ({ id, tournamentScore }));

describe("M6 (OTE 2.82–2.83): re-admission to the final by Tournament Score", () => {
  it("2.82: one place, one player with the single greatest score → re-admitted", () => {
    const plan = planReadmission(scores({ ann: 20.5, bob: 20, cat: 3 }), 1);
    expect(plan.ok && plan.value).toMatchObject({ readmitted: ["ann"] });
    expect(plan.ok && plan.value.playoff).toBeUndefined();
  });

  it("2.82: two places, two players greater than any other → both re-admitted", () => {
    const plan = planReadmission(scores({ ann: 20, bob: 20, cat: 3, dan: 19.5 }), 2);
    expect(plan.ok && plan.value).toMatchObject({ readmitted: ["ann", "bob"] });
    expect(plan.ok && plan.value.playoff).toBeUndefined();
  });

  it("2.83: one place, two tied at the top → additional game between them for one place", () => {
    const plan = planReadmission(scores({ ann: 20, bob: 20, cat: 3 }), 1);
    expect(plan.ok && plan.value).toMatchObject({
      readmitted: [],
      playoff: { players: ["ann", "bob"], spots: 1 },
    });
  });

  it("2.83: two places, three tied at the top → additional game for two places", () => {
    const plan = planReadmission(scores({ ann: 9, bob: 9, cat: 9, dan: 1 }), 2);
    expect(plan.ok && plan.value).toMatchObject({
      readmitted: [],
      playoff: { players: ["ann", "bob", "cat"], spots: 2 },
    });
  });

  it("2.83 'one or more players are still required': one clearly ahead is re-admitted, the tied play for the last place", () => {
    const plan = planReadmission(scores({ ann: 30, bob: 9, cat: 9, dan: 1 }), 2);
    expect(plan.ok && plan.value).toMatchObject({
      readmitted: ["ann"],
      playoff: { players: ["bob", "cat"], spots: 1 },
    });
    expect(plan.ok && plan.value.trace.join("\n")).toMatch(/2\.82.*ann[\s\S]*2\.83.*bob, cat/);
  });

  it("three places (every active player left) are filled the same way; none needed → nothing", () => {
    const plan = planReadmission(scores({ ann: 3, bob: 2, cat: 1, dan: 0 }), 3);
    expect(plan.ok && plan.value.readmitted).toEqual(["ann", "bob", "cat"]);
    expect(planReadmission(scores({ ann: 3 }), 0)).toEqual({
      ok: true,
      value: { readmitted: [], trace: [] },
    });
  });

  it("too few inactive players to fill the final is an error citing M6", () => {
    const plan = planReadmission(scores({ ann: 3 }), 2);
    expect(!plan.ok && plan.error).toMatchObject({ code: "WRONG_PLAYER_COUNT", rule: "M6" });
  });
});
