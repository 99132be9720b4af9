// F1/F3/F4: the finalists are chosen in one place (selectFinalists, from the one seeded
// order seededFinalOrder) by `pair --final` and by the F4 replacement. Before, each re-derived the
// seeded order from the literal fork("final") and chose the finalists with its own code.
import { describe, expect, it } from "vitest";
import { computeFinalReplacementOnFile } from "../event-rules/final-replacement-file.js";
import { makeRandom } from "../random.js";
import type { GameRecord, ResultsFile } from "../results-file/schema.js";
import { makeEvent, scoredOf, win } from "../standings/test-event.js";
import { seededFinalOrder, selectFinalists } from "./final.js";
import { pairNext } from "./pair-next.js";

const sides: Record<string, "dark" | "light"> = { a: "light", b: "light", c: "dark", d: "dark" };

describe("selectFinalists", () => {
  it("F1: the top two players still in the event, higher seed first", () => {
    expect(
      selectFinalists(
        ["a", "b", "c"],
        "constructed",
        () => true,
        () => undefined,
      ),
    ).toEqual({ ok: true, value: ["a", "b"] });
    // F4: a player who can no longer play leaves his place to the next-highest.
    expect(
      selectFinalists(
        ["a", "b", "c"],
        "constructed",
        (id) => id !== "a",
        () => undefined,
      ),
    ).toEqual({ ok: true, value: ["b", "c"] });
  });

  it("F3 sealed Star Wars: the top Dark player against the top Light player, higher seed first", () => {
    expect(
      selectFinalists(
        ["a", "b", "c", "d"],
        "sealed-allegiance",
        () => true,
        (id) => sides[id],
      ),
    ).toEqual({ ok: true, value: ["a", "c"] });
    expect(
      selectFinalists(
        ["c", "d", "a"],
        "sealed-allegiance",
        () => true,
        (id) => sides[id],
      ),
    ).toEqual({ ok: true, value: ["c", "a"] });
  });

  it("refuses when no pair can be made, naming the rule", () => {
    const none = selectFinalists(
      ["a", "b"],
      "sealed-allegiance",
      () => true,
      () => "light",
    );
    expect(!none.ok && [none.error.code, none.error.rule]).toEqual(["NOTHING_TO_PAIR", "F3"]);
    const one = selectFinalists(
      ["a"],
      "constructed",
      () => true,
      () => undefined,
    );
    expect(!one.ok && [one.error.code, one.error.rule]).toEqual(["NOTHING_TO_PAIR", "F1"]);
  });

  it("orders exact ties by the event's seed, the same way every time", () => {
    const groups = [["a", "b", "c", "d"]];
    const first = seededFinalOrder(groups, makeRandom("seed-1")).ids;
    expect(seededFinalOrder(groups, makeRandom("seed-1")).ids).toEqual(first);
    expect([...first].sort()).toEqual(["a", "b", "c", "d"]);
  });
});

describe("pair --final and the F4 replacement choose the same finalists", () => {
  // Four players level on 6(+0) after three rounds (R3: Championship Level plays six games before
  // its final): who the finalists are rests on the seed.
  const games: (Omit<GameRecord, "round" | "game"> & Partial<GameRecord>)[] = [1, 2, 3].flatMap((round) => [
    win("a", "c", 10, { round, game: 1, table: 1 }),
    win("b", "d", 10, { round, game: 1, table: 2 }),
    win("c", "a", 10, { round, game: 2, table: 1 }),
    win("d", "b", 10, { round, game: 2, table: 2 }),
  ]);
  for (const seed of ["s1", "s2", "s3", "s4", "s5", "s6"]) {
    it(`seed ${seed}`, () => {
      const base = makeEvent(["a", "b", "c", "d"], games);
      const file: ResultsFile = { ...base, event: { ...base.event, seed, championship: true } };
      const event = scoredOf(file);
      const paired = pairNext(event, { final: true });
      if (!paired.ok) throw new Error(paired.error.message);
      const finalists = paired.value.pairings[0]!.players.map((p) => p.id);
      const replaced = computeFinalReplacementOnFile(event, finalists[0]!);
      if (!replaced.ok) throw new Error(replaced.error.message);
      expect(replaced.value.before).toEqual(finalists);
    });
  }
});
