import { describe, expect, it } from "vitest";
import { computeDeckBuildingTime, computeGameLength, type GameLengthInput } from "./game-length.js";

function minutes(input: GameLengthInput): number {
  const result = computeGameLength(input);
  if (!result.ok) throw new Error(result.error.message);
  return result.value.minutes;
}

function building(input: GameLengthInput): number | null {
  const result = computeDeckBuildingTime(input);
  if (!result.ok) throw new Error(result.error.message);
  return result.value.minutes;
}

describe("R4 game length (SW-PC Timing; DEC II.A.i, II.A.iii)", () => {
  it("R4 constructed: 60 minutes for Star Wars and Star Trek, 30 for Young Jedi", () => {
    expect(minutes({ game: "swccg", type: "constructed", sanctioning: "pc" })).toBe(60);
    expect(minutes({ game: "stccg1e", type: "constructed", sanctioning: "decipher" })).toBe(60);
    expect(minutes({ game: "yj", type: "constructed", sanctioning: "decipher" })).toBe(30);
    expect(minutes({ game: "yj", type: "junior", sanctioning: "decipher" })).toBe(30);
  });

  it("R4 SW-PC sealed: one minute per card — the guide's 60 card → 60 minutes, 40 card → 40 minutes", () => {
    expect(minutes({ game: "swccg", type: "sealed", sanctioning: "pc", deckSize: 60 })).toBe(60);
    expect(minutes({ game: "swccg", type: "sealed", sanctioning: "pc", deckSize: 40 })).toBe(40);
    expect(minutes({ game: "swccg", type: "sealed", sanctioning: "pc", format: "premiere-sealed" })).toBe(40);
  });

  it("R4 SW-PC EPP Overdrive: 15 minutes whatever the deck size", () => {
    expect(minutes({ game: "swccg", type: "sealed", sanctioning: "pc", format: "epp-overdrive" })).toBe(15);
    expect(
      minutes({ game: "swccg", type: "sealed", sanctioning: "pc", format: "epp-overdrive", deckSize: 30 }),
    ).toBe(15);
  });

  it("R4 DEC II.A.iii sealed: 60 minutes (Star Wars, Star Trek), 30 (Young Jedi)", () => {
    expect(minutes({ game: "swccg", type: "sealed", sanctioning: "decipher", deckSize: 40 })).toBe(60);
    expect(minutes({ game: "yj", type: "sealed", sanctioning: "decipher" })).toBe(30);
  });

  it("F1 constructed Final Confrontation: 90 minutes; F3 sealed: 1.5 × the format's length", () => {
    expect(minutes({ game: "swccg", type: "constructed", sanctioning: "pc", stage: "final" })).toBe(90);
    expect(minutes({ game: "swccg", type: "sealed", sanctioning: "pc", deckSize: 40, stage: "final" })).toBe(
      60,
    );
    expect(
      minutes({ game: "swccg", type: "sealed", sanctioning: "pc", format: "epp-overdrive", stage: "final" }),
    ).toBe(22.5);
  });

  // SW-PC "Final Confrontation – Constructed Deck … each game is timed to 90 minutes" is the Players
  // Committee's (Star Wars); DEC II.A.i's constructed format has no Final Confrontation (F1).
  it("F1: Decipher constructed (Star Wars, Star Trek, Young Jedi) has no Final Confrontation length; the event's game length is offered, marked as none given", () => {
    for (const game of ["swccg", "stccg1e", "yj"] as const) {
      const result = computeGameLength({
        game,
        type: "constructed",
        sanctioning: "decipher",
        stage: "final",
      });
      if (!result.ok) throw new Error(result.error.message);
      expect(result.value).toMatchObject({
        minutes: game === "yj" ? 30 : 60,
        rule: "F1",
        isNoneGiven: true,
      });
      expect(result.value.explanation).toContain("no rule gives one");
    }
    const pc = computeGameLength({ game: "swccg", type: "constructed", sanctioning: "pc", stage: "final" });
    expect(pc.ok && pc.value).toMatchObject({
      minutes: 90,
      source: "SW-PC Final Confrontation – Constructed Deck",
    });
    expect(pc.ok && pc.value.isNoneGiven).toBeUndefined();
  });

  it("F3: a Decipher sealed final is SW-PC's 1.5 × (DEC II.A.iii names no length, and the source says so)", () => {
    const result = computeGameLength({ game: "yj", type: "sealed", sanctioning: "decipher", stage: "final" });
    expect(result.ok && result.value).toMatchObject({
      minutes: 45,
      rule: "F3",
      source: "SW-PC Final Confrontation – Sealed Deck; DEC II.A.iii gives no length",
    });
  });

  it("R4 refuses a SW-PC sealed game without a deck size, a bad deck size, and On the Edge", () => {
    const none = computeGameLength({ game: "swccg", type: "sealed", sanctioning: "pc" });
    expect(none.ok ? undefined : none.error).toMatchObject({ field: "deckSize", rule: "R4" });
    const squirrel = computeGameLength({
      game: "swccg",
      type: "sealed",
      sanctioning: "pc",
      format: "secret-squirrel",
    });
    expect(squirrel.ok).toBe(false);
    const zero = computeGameLength({ game: "swccg", type: "sealed", sanctioning: "pc", deckSize: 0 });
    expect(zero.ok ? undefined : zero.error.code).toBe("VALUE_OUT_OF_RANGE");
    const ote = computeGameLength({ game: "ote", type: "ote", sanctioning: "decipher" });
    expect(ote.ok ? undefined : ote.error.code).toBe("UNSUPPORTED_FORMAT");
    const format = computeGameLength({
      game: "swccg",
      type: "constructed",
      sanctioning: "pc",
      format: "epp-overdrive",
    });
    expect(format.ok ? undefined : format.error).toMatchObject({ field: "format", rule: "R12" });
  });
});

describe("R4 deck-building time (SW-PC Deck Building; DEC II.A.iii step 5)", () => {
  it("R4 SW-PC: 40 card decks 10 minutes, 60 card decks 20 minutes, EPP Overdrive 15", () => {
    expect(building({ game: "swccg", type: "sealed", sanctioning: "pc", deckSize: 40 })).toBe(10);
    expect(building({ game: "swccg", type: "sealed", sanctioning: "pc", deckSize: 60 })).toBe(20);
    expect(building({ game: "swccg", type: "sealed", sanctioning: "pc", format: "epp-overdrive" })).toBe(15);
  });

  it("R4 SW-PC Secret Squirrel has no deck construction period; other sizes are the TD's call", () => {
    expect(building({ game: "swccg", type: "sealed", sanctioning: "pc", format: "secret-squirrel" })).toBe(0);
    const odd = computeDeckBuildingTime({ game: "swccg", type: "sealed", sanctioning: "pc", deckSize: 50 });
    expect(odd.ok && odd.value).toMatchObject({
      minutes: null,
      explanation: expect.stringContaining("50 card decks"),
    });
  });

  it("R4 DEC sealed: about 30 minutes; constructed: none", () => {
    expect(building({ game: "stccg1e", type: "sealed", sanctioning: "decipher" })).toBe(30);
    expect(building({ game: "swccg", type: "constructed", sanctioning: "pc" })).toBeNull();
  });
});
