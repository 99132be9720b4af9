import { describe, expect, it } from "vitest";
import { describeRawResult } from "./result-words.js";

describe("describeRawResult: a result in words", () => {
  const nameOf = (id: string) => ({ p1: "Cora Costa", p2: "Dev Dahl" })[id] ?? id;
  it("S1: a full win by Life Force reads as words, not the file's keys", () => {
    expect(describeRawResult({ end: "full", winner: "p1", lifeForce: 8 }, nameOf)).toBe(
      "Cora Costa won · full game · Life Force 8",
    );
  });
  it("E4: On the Edge influence lists each player by name", () => {
    expect(describeRawResult({ winner: "p2", influence: { p1: 12, p2: 16 } }, nameOf)).toBe(
      "Dev Dahl won · Influence Cora Costa 12, Dev Dahl 16",
    );
  });
});
