// Hole 1 in the CLI: `handsdown report --lf NAME=N,NAME=N` builds a map keyed by player
// ID. With a plain object, `__proto__=12` vanished (assigning a number to __proto__ does nothing)
// and `constructor=7` was "given twice" (inherited from Object.prototype).
import { describe, expect, it } from "vitest";
import type { Seat } from "../../core/events.js";
import { parsePerPlayer, toRawResult } from "./shorthand.js";

const seats: Seat[] = [{ id: "__proto__" }, { id: "constructor" }];
const players = [
  { id: "__proto__", name: "Proto Player" },
  { id: "constructor", name: "Con Structor" },
];

describe("report shorthands keyed by player ID (__proto__ and constructor as IDs)", () => {
  it("S3: --lf __proto__=12,constructor=7 keeps both entries under their own IDs", () => {
    const values = parsePerPlayer("--lf", "__proto__=12,constructor=7", seats, players, "S3");
    expect(Object.keys(values)).toEqual(["__proto__", "constructor"]);
    expect(Object.getOwnPropertyDescriptor(values, "__proto__")?.value).toBe(12);
    expect(values["constructor"]).toBe(7);
    expect(JSON.parse(JSON.stringify(values))).toEqual(JSON.parse('{"__proto__":12,"constructor":7}'));
  });

  it("S3: the seat-order form 12-7 keys the same way", () => {
    const values = parsePerPlayer("--lf", "12-7", seats, players, "S3");
    expect(JSON.stringify(values)).toBe('{"__proto__":12,"constructor":7}');
  });

  it("S3: a player named twice is still refused", () => {
    expect(() => parsePerPlayer("--lf", "constructor=7,constructor=8", seats, players, "S3")).toThrow(
      /given twice/,
    );
  });
});

describe("report shorthands for Star Trek (T3)", () => {
  const trek: Seat[] = [{ id: "kira" }, { id: "odo" }];
  const crew = [
    { id: "kira", name: "Kira Nerys" },
    { id: "odo", name: "Odo" },
  ];
  // DEC Glossary, Modified win: "… or when a scenario's condition have not been met. The winner is
  // awarded only 1 victory point for a modified win."
  it("T3: --end scenario --points 80-20 is the scenario ending, with the points in table order", () => {
    expect(toRawResult({ end: "scenario", points: "80-20" }, "stccg-decipher-6.99", trek, crew)).toEqual({
      end: "scenario",
      points: { kira: 80, odo: 20 },
    });
  });
});
