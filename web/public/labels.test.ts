import { describe, expect, it } from "vitest";
import { pairingTitle } from "./labels.js";

describe("pairing titles", () => {
  it("E2/M6: On the Edge's final round is headed Final", () => {
    expect(pairingTitle({ round: 5, game: 1, final: true }, "ote")).toBe("Final — round 5");
    expect(pairingTitle({ round: 4, game: 1, final: false }, "ote")).toBe("Round 4, game 1");
  });
  it("F1: a Star Wars final is the Final Confrontation; nothing paired yet says so", () => {
    expect(pairingTitle({ round: 3, game: 2, final: true }, "swccg")).toBe("Final Confrontation, game 2");
    expect(pairingTitle({ round: null, game: null }, "swccg")).toBe("Not paired yet");
  });
});
