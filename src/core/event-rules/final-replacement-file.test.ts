import { describe, expect, it } from "vitest";
import type { GameRecord, ResultsFile } from "../results-file/schema.js";
import { makeEvent, scoredOf, win } from "../standings/test-event.js";
import { computeFinalReplacementOnFile } from "./final-replacement-file.js";

const at = (round: number, game: number, table: number) => ({ round, game, table });

/** Standings: a 4(+30), b 4(+20), c 4(+13), f 0(-15), d 0(-23), e 0(-25). */
const constructedGames: (Omit<GameRecord, "round" | "game"> & Partial<GameRecord>)[] = [
  win("a", "d", 20, at(1, 1, 1)),
  win("b", "e", 15, at(1, 1, 2)),
  win("c", "f", 10, at(1, 1, 3)),
  win("a", "e", 10, at(1, 2, 1)),
  win("b", "f", 5, at(1, 2, 2)),
  win("c", "d", 3, at(1, 2, 3)),
];

function constructed(extra: Partial<ResultsFile["event"]> = {}): ResultsFile {
  const file = makeEvent(["a", "b", "c", "d", "e", "f"], constructedGames);
  return { ...file, event: { ...file.event, championship: true, ...extra } };
}

function replace(file: ResultsFile, disqualified: string) {
  const result = computeFinalReplacementOnFile(scoredOf(file), disqualified);
  if (!result.ok) throw new Error(`${result.error.field}: ${result.error.message}`);
  return result.value;
}

function withStatus(file: ResultsFile, id: string, status: "dropped" | "disqualified"): ResultsFile {
  return { ...file, players: file.players.map((p) => (p.id === id ? { ...p, status } : p)) };
}

describe("F4 Final Confrontation replacement from a results file's standings (SW-PC Deck Lists)", () => {
  it("F4/F1 the top two are a v b; a's list does not match → c, the next-highest, plays b (higher seed first)", () => {
    const out = replace(constructed(), "a");
    expect(out).toMatchObject({
      kind: "top-two",
      before: ["a", "b"],
      replacement: "c",
      finalists: ["b", "c"],
    });
    expect(out.explanation).toBe(
      "F4: a's deck list did not match before the Final Confrontation; c, the next-highest player, takes the place",
    );
    expect(out.warnings).toEqual([]);
    expect(replace(constructed(), "b").finalists).toEqual(["a", "c"]);
  });

  it("F4 dropped players are passed over; a finalist already marked disqualified is still found", () => {
    expect(replace(withStatus(constructed(), "b", "dropped"), "a")).toMatchObject({
      before: ["a", "c"],
      replacement: "f",
      finalists: ["c", "f"],
    });
    const marked = replace(withStatus(constructed(), "a", "disqualified"), "a");
    expect(marked.finalists).toEqual(["b", "c"]);
    expect(marked.warnings).toEqual([
      "a is disqualified from the event; the standings were taken as if he were not, to find his place",
    ]);
  });

  it("F4 a player who is not a finalist, or not registered, is refused", () => {
    const notFinalist = computeFinalReplacementOnFile(scoredOf(constructed()), "c");
    expect(!notFinalist.ok && notFinalist.error).toMatchObject({ field: "disqualified", rule: "F4" });
    const unknown = computeFinalReplacementOnFile(scoredOf(constructed()), "zed");
    expect(!unknown.ok && unknown.error).toMatchObject({ code: "UNKNOWN_PLAYER", field: "disqualified" });
  });

  it("F3/F4 sealed Star Wars: top Dark v top Light; the replacement comes from the same pile", () => {
    const file = makeEvent(
      ["a", "b", "c", "d", "e", "f"],
      [
        {
          ...at(1, 1, 1),
          players: [
            { id: "a", side: "dark" },
            { id: "b", side: "light" },
          ],
          result: { end: "full", winner: "a", lifeForce: 20 },
        },
        {
          ...at(1, 1, 2),
          players: [
            { id: "c", side: "dark" },
            { id: "d", side: "light" },
          ],
          result: { end: "full", winner: "c", lifeForce: 10 },
        },
        {
          ...at(1, 1, 3),
          players: [
            { id: "e", side: "dark" },
            { id: "f", side: "light" },
          ],
          result: { end: "full", winner: "f", lifeForce: 5 },
        },
      ],
    );
    const sealed = { ...file, event: { ...file.event, type: "sealed" as const, championship: true } };
    expect(replace(sealed, "f")).toMatchObject({
      kind: "dark-v-light",
      before: ["a", "f"],
      replacement: "d",
      finalists: ["a", "d"],
      sides: { a: "dark", d: "light" },
    });
    expect(replace(sealed, "a")).toMatchObject({ replacement: "c", finalists: ["c", "f"] });
  });

  it('F4 applies before the Final Confrontation: a file with stage "final" games is refused', () => {
    const file = constructed();
    const begun = {
      ...file,
      games: [...file.games, { ...win("a", "b", 4), round: 2, game: 1, stage: "final" as const }],
    };
    const out = computeFinalReplacementOnFile(scoredOf(begun), "a");
    expect(!out.ok && out.error).toMatchObject({ code: "NOTHING_TO_PAIR", rule: "F4" });
  });

  it("F4 outside Championship Level the pairing is still given, with a warning", () => {
    expect(replace(constructed({ championship: false }), "a").warnings).toEqual([
      "F4 is a Championship Level rule (deck lists are required there); this event is not marked Championship Level",
    ]);
  });
});
