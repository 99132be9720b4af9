// Standings that must say what decided (K6: "the tiebreak values used"), worked by hand:
// - SW-PC Final Confrontation – Sealed Deck: "This Final Confrontation is one game" and F5 (its
//   winner first): a one-game final is decided by that game, not by F2's "more VP".
// - Disqualified players are listed last: a Decision of ours (docs/rules.md §4), stated in the row
//   above them.
import { describe, expect, it } from "vitest";
import type { GameRecord, ResultsFile } from "../results-file/schema.js";
import { DISQUALIFIED_BELOW } from "./guide.js";
import { makeEvent, order, standingsOf, win } from "./test-event.js";

type Game = Omit<GameRecord, "round" | "game"> & Partial<GameRecord>;

/** Rounds 1–3: b beats c (+15), d (+5); a beats c (+10). By hand: b 4(+20), a 2(+10), d 0(−5), c 0(−25). */
const swiss: Game[] = [win("b", "c", 15), win("b", "d", 5), win("a", "c", 10)];
const players = ["a", "b", "c", "d"];

describe("what decided, said in the standings", () => {
  it("F3/F5: a one-game sealed final's winner is first because he won it (not 'F2 more VP')", () => {
    const file = makeEvent(players, [...swiss, { ...win("a", "b", 8), round: 4, game: 1, stage: "final" }]);
    const sealed: ResultsFile = { ...file, event: { ...file.event, type: "sealed" } };
    const rows = standingsOf(sealed);
    expect(order(rows)).toEqual(["1:a", "2:b", "3:d", "4:c"]);
    expect(rows[0]!.decidedBy).toBe("F3/F5 won the Final Confrontation's one game");
    expect(rows[1]!.decidedBy).toBe("F5 Final Confrontation finalists come first");
  });

  it("F2 still words a constructed final (two games): a wins both → 'F2 more VP'", () => {
    const fc = (game: number): Game => ({ ...win("a", "b", 8), round: 4, game, stage: "final" });
    const rows = standingsOf(makeEvent(players, [...swiss, fc(1), fc(2)]));
    expect(rows[0]!.decidedBy).toBe("F2 more VP in the Final Confrontation");
  });

  it("R2 Decision: b (4(+20)) disqualified is listed last, and the row above him says why", () => {
    const file = makeEvent(players, swiss);
    const dq: ResultsFile = {
      ...file,
      players: file.players.map((p) => (p.id === "b" ? { ...p, status: "disqualified" } : p)),
    };
    const rows = standingsOf(dq);
    expect(order(rows)).toEqual(["1:a", "2:d", "3:c", "4:b"]);
    expect(rows[2]!.decidedBy).toBe(DISQUALIFIED_BELOW);
    expect(DISQUALIFIED_BELOW).toBe(
      "R2 Decision (docs/rules.md §4): the players below are disqualified, listed after everyone still in",
    );
  });
});
