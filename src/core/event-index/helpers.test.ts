// S8 and the side bits: the helpers standings (player-stats.ts) and pairing (history.ts) now share
// with the event index instead of each writing its own.
import { describe, expect, it } from "vitest";
import { makeEvent, scoredOf, win } from "../standings/test-event.js";
import { eventIndexOf } from "./index-of.js";
import {
  cumulativeScores,
  MET_AS_DARK,
  MET_AS_LIGHT,
  MET_WITHOUT_SIDES,
  SIDE_DARK,
  SIDE_LIGHT,
  sideBit,
  sideOfCode,
} from "./event-index.js";

describe("event-index helpers", () => {
  it("S8: cumulative VP and diff are the sums over each player's Swiss games (2(+10) then 0(-6) → 2(+4))", () => {
    // swccg-pc-2.3.6 full win: winner 2(+LF), loser 0(-LF).
    const file = makeEvent(
      ["a", "b", "c"],
      [win("a", "b", 10, { round: 1, game: 1 }), win("c", "a", 6, { round: 1, game: 2 })],
    );
    const index = eventIndexOf(scoredOf(file));
    const { vp, diff, swissGames } = cumulativeScores(index);
    const at = (id: string) => index.indexOf.get(id)!;
    expect([vp[at("a")], diff[at("a")], swissGames[at("a")]]).toEqual([2, 4, 2]);
    expect([vp[at("b")], diff[at("b")]]).toEqual([0, -10]);
    expect([vp[at("c")], diff[at("c")]]).toEqual([2, 6]);
  });

  it("side bits and side codes", () => {
    expect([sideBit("dark"), sideBit("light"), sideBit(undefined)]).toEqual([
      MET_AS_DARK,
      MET_AS_LIGHT,
      MET_WITHOUT_SIDES,
    ]);
    expect([sideOfCode(SIDE_DARK), sideOfCode(SIDE_LIGHT)]).toEqual(["dark", "light"]);
  });
});
