// The phone of a player who is out of the event (R2, S6) reads as a sentence: it said "You are
// quit" to a player who quit a game.
import { describe, expect, it } from "vitest";
import { outOfEventSentence } from "./player-data.js";

describe("outOfEventSentence", () => {
  it("says each way out in English, then that he will not be paired again", () => {
    expect(outOfEventSentence("quit")).toBe(
      "You quit: you will not be paired again. Ask the TD if this is a mistake.",
    );
    expect(outOfEventSentence("dropped")).toMatch(/^You have dropped: you will not be paired again\./);
    expect(outOfEventSentence("disqualified")).toMatch(/^You are disqualified: /);
  });
});
