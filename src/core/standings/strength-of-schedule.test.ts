// K4 with byes: hand-worked events where the drop-the-lowest step, and then the
// drop-the-next-lowest step, decide the order, and the bye counts as an opponent with 0 VP.
// Only two players are level on K1 (VP, diff); they never met (no K2) and share K3 (+10), so
// K4 alone orders them. Each assertion is the order.
import { describe, expect, it } from "vitest";
import type { GameRecord } from "../results-file/schema.js";
import { bye, makeEvent, standingsOf, win } from "./test-event.js";

type Game = Omit<GameRecord, "round" | "game">;

/** A modified win on time (S3): 1 VP to the player ahead. */
const timed = (a: string, b: string, la: number, lb: number): Game => ({
  players: [{ id: a }, { id: b }],
  result: { end: "time", lifeForce: { [a]: la, [b]: lb } },
});

/** `n` full wins of `id` over the filler player f, +10 each. */
const winsOverFiller = (id: string, n: number): Game[] => Array.from({ length: n }, () => win(id, "f", 10));

const ids = (rows: readonly { id: string }[]): string[] => rows.map((r) => r.id);

describe("K4 strength of schedule with byes: drop the lowest entry, then the next lowest", () => {
  it("K4: the drop-lowest sum decides; the bye is an entry of 0 VP (p above q, though q's full sum is larger)", () => {
    // p: bye 2(+0), beats A by 10 2(+10), loses to B by 10 0(-10) → 4(+0), best +10.
    // q: beats C by 10, loses to D by 20, beats E by 10 → 4(+0), best +10.
    // Final VP (by hand): A 6 (three wins over f), B 4 (p, one win), C 3 (a win, a timed win),
    // D 3 (q, a timed win), E 5 (two wins, a timed win).
    // Entries: p [0 (bye), 6, 4] → all 10, drop lowest 10; q [3, 3, 5] → all 11, drop lowest 8.
    // K4: p 10 > q 8 → p first. (Without the drop q would lead 11–10; without the bye's entry
    // p would keep only 6 after the drop.)
    // p's bye is his last game: the entries are sorted before dropping, not taken in game order.
    const games: Game[] = [
      win("p", "A", 10),
      win("B", "p", 10),
      bye("p"),
      win("q", "C", 10),
      win("D", "q", 20),
      win("q", "E", 10),
      ...winsOverFiller("A", 3),
      ...winsOverFiller("B", 1),
      ...winsOverFiller("C", 1),
      timed("C", "g", 5, 1),
      timed("D", "g", 5, 1),
      ...winsOverFiller("E", 2),
      timed("E", "g", 5, 1),
    ];
    const rows = standingsOf(makeEvent(["p", "q", "A", "B", "C", "D", "E", "f", "g"], games));
    const p = rows.find((r) => r.id === "p")!;
    const q = rows.find((r) => r.id === "q")!;
    expect([p.vp, p.diff, q.vp, q.diff]).toEqual([4, 0, 4, 0]);
    expect(ids(rows).indexOf("p") + 1).toBe(ids(rows).indexOf("q"));
    expect(p.tiebreaks.strengthOfSchedule).toBe(10);
    expect(q.tiebreaks.strengthOfSchedule).toBe(8);
  });

  it("K4: level after dropping the lowest → drop the next lowest; a bye and a 0-VP opponent are alike", () => {
    // p: bye, beats A by 10, loses to B by 10 → 4(+0), best +10.
    // q: beats Z by 10, loses to D by 20, beats C by 10 → 4(+0), best +10.
    // Final VP: A 2 (one win over f), B 6 (p, two wins), Z 0, D 4 (q, one win), C 4 (two wins).
    // Entries: p [0 (bye), 2, 6], q [0 (Z), 4, 4]. All: 8 and 8. Drop the lowest: 8 and 8.
    // Drop the next lowest: p 6 > q 4 → p first.
    const games: Game[] = [
      bye("p"),
      win("p", "A", 10),
      win("B", "p", 10),
      win("q", "Z", 10),
      win("D", "q", 20),
      win("q", "C", 10),
      ...winsOverFiller("A", 1),
      ...winsOverFiller("B", 2),
      ...winsOverFiller("D", 1),
      ...winsOverFiller("C", 2),
    ];
    const rows = standingsOf(makeEvent(["q", "p", "A", "B", "Z", "D", "C", "f"], games));
    const p = rows.find((r) => r.id === "p")!;
    const q = rows.find((r) => r.id === "q")!;
    expect([p.vp, p.diff, q.vp, q.diff]).toEqual([4, 0, 4, 0]);
    expect(ids(rows).indexOf("p") + 1).toBe(ids(rows).indexOf("q"));
    expect(p.rank).toBeLessThan(q.rank);
    // K6: the SoS column shows the first comparison, equal (8 v 8); the line says what decided.
    expect([p.tiebreaks.strengthOfSchedule, q.tiebreaks.strengthOfSchedule]).toEqual([8, 8]);
    expect(p.decidedBy).toBe(
      "K4 strength of schedule, without the 2 lowest entries: 6 v 4 (level at 8 without the lowest)",
    );
  });

  it("K4: the mirror image — swap who has the better schedule and the order swaps", () => {
    // As above with the roles of A/B and D/C exchanged around p and q: p's entries [0, 2, 4]
    // (B only 4 VP) against q's [0, 4, 6] (C 6 VP): all 6 v 10 → q first.
    const games: Game[] = [
      bye("p"),
      win("p", "A", 10),
      win("B", "p", 10),
      win("q", "Z", 10),
      win("D", "q", 20),
      win("q", "C", 10),
      ...winsOverFiller("A", 1),
      ...winsOverFiller("B", 1),
      ...winsOverFiller("D", 1),
      ...winsOverFiller("C", 3),
    ];
    const rows = standingsOf(makeEvent(["p", "q", "A", "B", "Z", "D", "C", "f"], games));
    expect(ids(rows).indexOf("q") + 1).toBe(ids(rows).indexOf("p"));
  });
});
