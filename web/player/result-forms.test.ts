// R6 from a phone: the answers become SPEC §6 raw results, and the core scores them as the
// profiles' worked examples say (SPEC §1).
import { describe, expect, it } from "vitest";
import { scoreGame } from "../../src/core/rules/index.js";
import { END_CHOICES, toRawResult } from "./result-forms.js";

const players = ["luke", "vader"];

describe("Star Wars (swccg)", () => {
  it("full win: who won and his Life Force → S1 2(+15)/0(-15)", () => {
    const raw = toRawResult("swccg", players, {
      end: "full",
      winner: "vader",
      numbers: { lifeForce: { winner: 15 } },
    });
    expect(raw).toEqual({ ok: true, result: { end: "full", winner: "vader", lifeForce: 15 } });
    const scored = scoreGame(
      "swccg-pc-2.3.6",
      {},
      { players: players.map((id) => ({ id })), result: raw.ok && raw.result },
    );
    expect(scored.ok && [...scored.value.score].sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      { id: "luke", vp: 0, diff: -15 },
      { id: "vader", vp: 2, diff: 15 },
    ]);
  });

  it("time: both Life Forces, no winner asked → S3 modified win 1(+12)", () => {
    const raw = toRawResult("swccg", players, {
      end: "time",
      numbers: { lifeForce: { luke: 12, vader: 7 } },
    });
    expect(raw).toEqual({ ok: true, result: { end: "time", lifeForce: { luke: 12, vader: 7 } } });
    const scored = scoreGame(
      "swccg-pc-2.3.6",
      {},
      { players: players.map((id) => ({ id })), result: raw.ok && raw.result },
    );
    expect(scored.ok && scored.value.score.find((e) => e.id === "luke")).toEqual({
      id: "luke",
      vp: 1,
      diff: 12,
    });
  });

  it("says what is still missing", () => {
    expect(toRawResult("swccg", players, { end: "full", numbers: {} })).toEqual({
      ok: false,
      missing: "who won",
    });
    expect(toRawResult("swccg", players, { end: "full", winner: "someone-else", numbers: {} })).toEqual({
      ok: false,
      missing: "who won",
    });
    expect(toRawResult("swccg", players, { end: "time", numbers: { lifeForce: { luke: 3 } } })).toMatchObject(
      { ok: false },
    );
    expect(
      toRawResult("swccg", players, { end: "time", numbers: { lifeForce: { luke: 3, vader: 2.5 } } }),
    ).toMatchObject({ ok: false });
    expect(toRawResult("swccg", players, { end: "nonsense", numbers: {} })).toEqual({
      ok: false,
      missing: "how the game ended",
    });
  });
});

describe("Star Trek (stccg1e)", () => {
  it("full with points → T2 example 120-65 → 2(+35)", () => {
    const raw = toRawResult("stccg1e", players, {
      end: "full",
      winner: "luke",
      numbers: { points: { luke: 120, vader: 65 } },
    });
    const scored = scoreGame(
      "stccg-decipher-6.99",
      {},
      { players: players.map((id) => ({ id })), result: raw.ok && raw.result },
    );
    expect(scored.ok && scored.value.score.find((e) => e.id === "luke")).toEqual({
      id: "luke",
      vp: 2,
      diff: 35,
    });
  });
  it("deck-out → T3 example 80-20 → 1(+60)", () => {
    const raw = toRawResult("stccg1e", players, {
      end: "deck-out",
      numbers: { points: { luke: 80, vader: 20 } },
    });
    const scored = scoreGame(
      "stccg-decipher-6.99",
      {},
      { players: players.map((id) => ({ id })), result: raw.ok && raw.result },
    );
    expect(scored.ok && scored.value.score.find((e) => e.id === "luke")).toEqual({
      id: "luke",
      vp: 1,
      diff: 60,
    });
  });
});

describe("Young Jedi and On the Edge", () => {
  it("YJ time: planetary victories and Draw Decks for each", () => {
    expect(
      toRawResult("yj", players, {
        end: "time",
        numbers: { planetaryVictories: { luke: 1, vader: 0 }, drawDeck: { luke: 4, vader: 9 } },
      }),
    ).toEqual({
      ok: true,
      result: { end: "time", planetaryVictories: { luke: 1, vader: 0 }, drawDeck: { luke: 4, vader: 9 } },
    });
  });
  it("OTE: one ending, the winner and everyone's Influence, no `end`", () => {
    expect(END_CHOICES.ote).toHaveLength(1);
    const three = ["a", "b", "c"];
    expect(
      toRawResult("ote", three, { end: "ote", winner: "a", numbers: { influence: { a: 16, b: 9, c: -2 } } }),
    ).toEqual({
      ok: true,
      result: { winner: "a", influence: { a: 16, b: 9, c: -2 } },
    });
  });
});
