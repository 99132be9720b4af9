import { describe, expect, it } from "vitest";
import { describeTimings, eventTimings } from "./timer-lengths.js";

describe("event timings (R4, R12)", () => {
  it("R12/R4: a stored sealed format gives its name, its deck-building time and its game length", () => {
    const t = eventTimings({ game: "swccg", type: "sealed", options: { format: "epp-overdrive" } });
    expect(t.formatName).toBe("EPP Overdrive");
    expect(t.deckBuilding?.minutes).toBe(15);
    expect(t.game?.minutes).toBe(15);
    // F3: the sealed final is 1.5 times the format's game
    expect(t.final?.minutes).toBe(22.5);
    expect(describeTimings(t)).toBe("EPP Overdrive — deck building 15 min · games 15 min · final 22.5 min");
  });
  it("R4: constructed Star Wars has 60-minute games, a 90-minute final and no deck building", () => {
    const t = eventTimings({ game: "swccg", type: "constructed" });
    expect(t.formatName).toBeUndefined();
    expect(t.deckBuilding).toBeUndefined();
    expect(describeTimings(t)).toBe("games 60 min · final 90 min");
  });
  it("F1: Young Jedi constructed (Decipher) has no Final Confrontation length, and the line says so", () => {
    const t = eventTimings({ game: "yj", type: "constructed" });
    expect(describeTimings(t)).toBe("games 30 min · final: no length given (F1)");
  });
  it("an unknown stored format is ignored, and On the Edge has no R4 length", () => {
    expect(
      eventTimings({ game: "swccg", type: "sealed", options: { format: "nope" } }).formatName,
    ).toBeUndefined();
    expect(eventTimings({ game: "ote", type: "ote" })).toEqual({});
  });
});
