import { describe, expect, it } from "vitest";
import { PROFILE_NAMES, type ProfileName } from "../../src/core/games.js";
import { PROFILES, scoreGame } from "../../src/core/rules/index.js";
import {
  ENDINGS,
  endingsOf,
  familyOf,
  fieldsFor,
  firstMissing,
  formFieldsOf,
  inputOfField,
  phoneEndings,
  quitRuleOf,
  toFormState,
  toRawResult,
} from "./result-form.js";

// Expected objects written by hand from docs/rules.md §6's examples.
describe("toRawResult: the form's fields as docs/rules.md §6's raw result", () => {
  it("SW full win (S1): winner and Life Force", () => {
    expect(toRawResult("swccg-pc-2.3.6", { end: "full", player: "a", amount: "15" }, ["a", "b"])).toEqual({
      end: "full",
      winner: "a",
      lifeForce: 15,
    });
  });
  it("SW time (S3): Life Force per player", () => {
    const state = { end: "time", perPlayer: { a: { lifeForce: "12" }, b: { lifeForce: "7" } } };
    expect(toRawResult("swccg-pc-2.3.6", state, ["a", "b"])).toEqual({
      end: "time",
      lifeForce: { a: 12, b: 7 },
    });
  });
  it("SW quit (S6): quitter and the TD's differential X", () => {
    expect(toRawResult("swccg-pc-2.3.6", { end: "quit", player: "b", amount: "20" }, ["a", "b"])).toEqual({
      end: "quit",
      quitter: "b",
      differential: 20,
    });
  });
  it("SW true tie (S4): lost pile, hand and the toss", () => {
    const state = {
      end: "tie",
      toss: "a",
      perPlayer: { a: { lostPile: "3", hand: "2" }, b: { lostPile: "3", hand: "2" } },
    };
    expect(toRawResult("swccg-pc-2.3.6", state, ["a", "b"])).toEqual({
      end: "tie",
      toss: "a",
      lostPile: { a: 3, b: 3 },
      hand: { a: 2, b: 2 },
    });
  });
  it("ST points (T2) and forfeit (T6)", () => {
    const state = { end: "full", perPlayer: { a: { points: "120" }, b: { points: "65" } } };
    expect(toRawResult("stccg-decipher-6.99", state, ["a", "b"])).toEqual({
      end: "full",
      points: { a: 120, b: 65 },
    });
    expect(toRawResult("stccg-decipher-6.99", { end: "forfeit", player: "b" }, ["a", "b"])).toEqual({
      end: "forfeit",
      forfeiter: "b",
    });
  });
  it("OTE (E1): winner and every player's Influence, no `end` unless the TD ruled", () => {
    const state = {
      end: "win",
      player: "a",
      perPlayer: { a: { influence: "16" }, b: { influence: "9" }, c: { influence: "-2" } },
    };
    expect(toRawResult("ote-1.2", state, ["a", "b", "c"])).toEqual({
      winner: "a",
      influence: { a: 16, b: 9, c: -2 },
    });
    expect(toRawResult("ote-1.2", { ...state, end: "ruling" }, ["a", "b", "c"]).end).toBe("ruling");
  });
  it("OTE additional game (2.83): who advanced, in order, blanks left out", () => {
    expect(toRawResult("ote-1.2", { end: "playoff", advanced: ["c", "", "a"] }, ["a", "b", "c"])).toEqual({
      advanced: ["c", "a"],
    });
  });
  it("leaves a non-number as typed, so the profile names the field", () => {
    expect(
      toRawResult("swccg-pc-2.3.6", { end: "full", player: "a", amount: "ten" }, ["a", "b"]).lifeForce,
    ).toBe("ten");
  });
  it("finds the family of each profile (docs/rules.md §1)", () => {
    expect(["swccg-pc-2.3.6", "stccg-opg-2014", "yj-decipher-6.99", "ote-1.2"].map(familyOf)).toEqual([
      "swccg",
      "stccg",
      "yj",
      "ote",
    ]);
  });
});

// R6 from a phone: every ending a player may report, typed as the phone form types it (strings,
// the player picked by a tap), becomes a raw result the core's scoreGame scores as the profiles'
// worked examples say (docs/rules.md §1). Expected scores written by hand from those examples.
describe("phone endings (R6): what a player may report, scored by the core", () => {
  const two = ["luke", "vader"];
  const scoreOf = (profile: ProfileName, result: Record<string, unknown>, ids = two) => {
    const scored = scoreGame(profile, {}, { players: ids.map((id) => ({ id })), result });
    if (!scored.ok) throw new Error(scored.error.message);
    return Object.fromEntries(
      scored.value.score.map((e) => [e.id, `${e.vp}(${e.diff >= 0 ? "+" : ""}${e.diff})`]),
    );
  };
  const each = (key: string, values: Record<string, string>) =>
    Object.fromEntries(Object.entries(values).map(([id, v]) => [id, { [key]: v }]));

  it("offers what the brief lists per game; the TD alone enters the rest (R6)", () => {
    // A quit (S6: X and the drop are the TD's), a concession (O4) and a forfeit (T6) are rulings.
    expect(phoneEndings("swccg-pc-2.3.6").map((e) => e.value)).toEqual(["full", "time", "tie"]);
    expect(phoneEndings("stccg-decipher-6.99").map((e) => e.value)).toEqual([
      "full",
      "deck-out",
      "time",
      "gameplay",
    ]);
    expect(phoneEndings("yj-decipher-6.99").map((e) => e.value)).toEqual(["full", "time", "tie"]);
    expect(phoneEndings("ote-1.2").map((e) => e.value)).toEqual(["win"]);
  });

  it("SW full win (S1): 15 Life Force → 2(+15)/0(-15)", () => {
    const raw = toRawResult("swccg-pc-2.3.6", { end: "full", player: "vader", amount: "15" }, two);
    expect(scoreOf("swccg-pc-2.3.6", raw)).toEqual({ luke: "0(-15)", vader: "2(+15)" });
  });
  it("SW time (S3): 12 to 7 → modified win 1(+5)", () => {
    const raw = toRawResult(
      "swccg-pc-2.3.6",
      { end: "time", perPlayer: each("lifeForce", { luke: "12", vader: "7" }) },
      two,
    );
    expect(scoreOf("swccg-pc-2.3.6", raw).luke).toMatch(/^1\(\+/);
  });
  it("SW true tie (S4): equal lost pile and hand, the toss decides", () => {
    const perPlayer = { luke: { lostPile: "3", hand: "2" }, vader: { lostPile: "3", hand: "2" } };
    const raw = toRawResult("swccg-pc-2.3.6", { end: "tie", toss: "luke", perPlayer }, two);
    expect(raw).toEqual({
      end: "tie",
      toss: "luke",
      lostPile: { luke: 3, vader: 3 },
      hand: { luke: 2, vader: 2 },
    });
    expect(() => scoreOf("swccg-pc-2.3.6", raw)).not.toThrow();
  });
  it("SW quit (S6): the quitter loses by the TD's X", () => {
    const raw = toRawResult("swccg-pc-2.3.6", { end: "quit", player: "luke", amount: "20" }, two);
    expect(scoreOf("swccg-pc-2.3.6", raw)).toEqual({ luke: "0(-20)", vader: "2(+20)" });
  });
  it("ST full (T2): 120 to 65, no winner picked → 2(+35), points over 100 count as 100", () => {
    const raw = toRawResult(
      "stccg-decipher-6.99",
      { end: "full", perPlayer: each("points", { luke: "120", vader: "65" }) },
      two,
    );
    expect(raw).toEqual({ end: "full", points: { luke: 120, vader: 65 } });
    expect(scoreOf("stccg-decipher-6.99", raw).luke).toBe("2(+35)");
  });
  it("ST deck-out (T3): 80 to 20 → modified win 1(+60)", () => {
    const raw = toRawResult(
      "stccg-decipher-6.99",
      { end: "deck-out", perPlayer: each("points", { luke: "80", vader: "20" }) },
      two,
    );
    expect(scoreOf("stccg-decipher-6.99", raw)).toEqual({ luke: "1(+60)", vader: "0(-60)" });
  });
  it('ST scenario\'s condition not met (T3, DEC Glossary: "only 1 victory point for a modified win"): 80 to 20 → 1(+60); the TD form offers it, the phone does not', () => {
    const raw = toRawResult(
      "stccg-decipher-6.99",
      { end: "scenario", perPlayer: each("points", { luke: "80", vader: "20" }) },
      two,
    );
    expect(raw).toEqual({ end: "scenario", points: { luke: 80, vader: 20 } });
    expect(scoreOf("stccg-decipher-6.99", raw)).toEqual({ luke: "1(+60)", vader: "0(-60)" });
    expect(scoreOf("stccg-opg-2014", raw)).toEqual({ luke: "1(+60)", vader: "0(-60)" });
    expect(ENDINGS.stccg.map((e) => e.value)).toContain("scenario");
  });
  it("ST concession (O4) and forfeit (T6): one person picked", () => {
    const conceded = toRawResult("stccg-decipher-6.99", { end: "concession", player: "vader" }, two);
    expect(conceded).toEqual({ end: "concession", winner: "vader" });
    expect(scoreOf("stccg-decipher-6.99", conceded).vader).toMatch(/^2\(/);
    const forfeited = toRawResult("stccg-decipher-6.99", { end: "forfeit", player: "luke" }, two);
    expect(forfeited).toEqual({ end: "forfeit", forfeiter: "luke" });
    expect(scoreOf("stccg-decipher-6.99", forfeited).vader).toMatch(/^2\(/);
  });
  it("YJ time (Y2) and tie (Y3)", () => {
    const perPlayer = {
      luke: { planetaryVictories: "1", drawDeck: "4" },
      vader: { planetaryVictories: "0", drawDeck: "9" },
    };
    const raw = toRawResult("yj-decipher-6.99", { end: "time", perPlayer }, two);
    expect(raw).toEqual({
      end: "time",
      planetaryVictories: { luke: 1, vader: 0 },
      drawDeck: { luke: 4, vader: 9 },
    });
    expect(scoreOf("yj-decipher-6.99", raw).luke).toMatch(/^1\(/);
    expect(scoreOf("yj-decipher-6.99", toRawResult("yj-decipher-6.99", { end: "tie" }, two))).toEqual({
      luke: "1(+0)",
      vader: "1(+0)",
    });
  });
  it("OTE (E1): the winner and everyone's Influence, no `end`", () => {
    const three = ["a", "b", "c"];
    const raw = toRawResult(
      "ote-1.2",
      { end: "win", player: "a", perPlayer: each("influence", { a: "16", b: "9", c: "-2" }) },
      three,
    );
    expect(raw).toEqual({ winner: "a", influence: { a: 16, b: 9, c: -2 } });
  });

  it("firstMissing names the first empty input; optional picks and the toss do not count", () => {
    expect(firstMissing("swccg-pc-2.3.6", { end: "full" }, two)).toBe("Winner");
    expect(firstMissing("swccg-pc-2.3.6", { end: "full", player: "luke" }, two)).toBe(
      "Cards left in the winner's Life Force",
    );
    expect(firstMissing("swccg-pc-2.3.6", { end: "full", player: "luke", amount: "3" }, two)).toBeNull();
    expect(
      firstMissing("stccg-decipher-6.99", { end: "time", perPlayer: each("points", { luke: "5" }) }, two),
    ).toBe("Points");
    expect(
      firstMissing(
        "stccg-decipher-6.99",
        { end: "time", perPlayer: each("points", { luke: "5", vader: "5" }) },
        two,
      ),
    ).toBeNull();
    expect(
      firstMissing(
        "swccg-pc-2.3.6",
        {
          end: "tie",
          perPlayer: { luke: { lostPile: "1", hand: "1" }, vader: { lostPile: "1", hand: "1" } },
        },
        two,
      ),
    ).toBeNull();
  });
});

// The console's form offers a quit for every game whose profile scores one (S6; T9; Y3 "as S6";
// O7), each with the fields its profile asks: the scores below are written by hand from the rules.
describe("the console's quit (S6, T9, Y3, O7): the TD's form offers it for Star Trek and Young Jedi", () => {
  const two = ["luke", "vader"];
  const scoreOf = (profile: ProfileName, result: Record<string, unknown>) => {
    const scored = scoreGame(profile, {}, { players: two.map((id) => ({ id })), result });
    if (!scored.ok) throw new Error(scored.error.message);
    return Object.fromEntries(
      scored.value.score.map((e) => [e.id, `${e.vp}(${e.diff >= 0 ? "+" : ""}${e.diff})`]),
    );
  };

  it("T9 (stccg-decipher-6.99): the endings end with the quit — who quit and the TD's X, 0..100", () => {
    expect(endingsOf("stccg-decipher-6.99").map((e) => [e.value, e.label])).toEqual([
      ["full", "Full win — T2/O1"],
      ["deck-out", "Both draw decks exhausted — T3/O5"],
      ["time", "Time (hands down) — T3"],
      ["scenario", "Scenario's condition not met — T3"],
      ["gameplay", "Win by a gameplay effect — O5"],
      ["concession", "Concession — O4"],
      ["external", "External means — O4"],
      ["forfeit", "Forfeit — T6"],
      ["quit", "Quit — T9"],
    ]);
    expect(fieldsFor("stccg-decipher-6.99", "quit")).toEqual({
      player: "Who quit",
      playerKey: "quitter",
      amount: "Differential X (set by the TD)",
      amountKey: "differential",
      amountMax: 100,
      perPlayer: [],
    });
    expect(firstMissing("stccg-decipher-6.99", { end: "quit", player: "luke" }, two)).toBe(
      "Differential X (set by the TD)",
    );
    const raw = toRawResult("stccg-decipher-6.99", { end: "quit", player: "luke", amount: "40" }, two);
    expect(raw).toEqual({ end: "quit", quitter: "luke", differential: 40 });
    expect(scoreOf("stccg-decipher-6.99", raw)).toEqual({ luke: "0(-40)", vader: "2(+40)" });
  });

  it("O7 (stccg-opg-2014): the quit is a concession — who quit, no X; +cap/-cap", () => {
    expect(endingsOf("stccg-opg-2014").at(-1)?.label).toBe("Quit, a concession — O7");
    expect(fieldsFor("stccg-opg-2014", "quit")).toEqual({
      player: "Who quit",
      playerKey: "quitter",
      perPlayer: [],
    });
    expect(firstMissing("stccg-opg-2014", { end: "quit" }, two)).toBe("Who quit");
    expect(firstMissing("stccg-opg-2014", { end: "quit", player: "luke" }, two)).toBeNull();
    const raw = toRawResult("stccg-opg-2014", { end: "quit", player: "luke" }, two);
    expect(raw).toEqual({ end: "quit", quitter: "luke" });
    expect(scoreOf("stccg-opg-2014", raw)).toEqual({ luke: "0(-100)", vader: "2(+100)" });
  });

  it("Y3 (yj-decipher-6.99): a quit as S6 — who quit and the TD's X, 0..60", () => {
    expect(endingsOf("yj-decipher-6.99").map((e) => [e.value, e.label])).toEqual([
      ["full", "Full win — Y1"],
      ["time", "Time — Y2"],
      ["tie", "True tie — Y3"],
      ["quit", "Quit — Y3"],
    ]);
    expect(fieldsFor("yj-decipher-6.99", "quit").amountMax).toBe(60);
    const raw = toRawResult("yj-decipher-6.99", { end: "quit", player: "vader", amount: "20" }, two);
    expect(raw).toEqual({ end: "quit", quitter: "vader", differential: 20 });
    expect(scoreOf("yj-decipher-6.99", raw)).toEqual({ luke: "2(+20)", vader: "0(-20)" });
  });

  it("the drop form's quit cites the profile's own rule: Y3 for Young Jedi, T9 for Star Trek, S6 for Star Wars", () => {
    expect(quitRuleOf("yj-decipher-6.99")).toBe("Y3");
    expect(quitRuleOf("stccg-decipher-6.99")).toBe("T9");
    expect(quitRuleOf("stccg-opg-2014")).toBe("O7");
    expect(quitRuleOf("swccg-pc-2.3.6")).toBe("S6");
    expect(quitRuleOf("swccg-decipher-6.99")).toBe("S6");
  });

  it("R6: the phone never offers a quit — X and the drop are the TD's", () => {
    for (const name of PROFILE_NAMES) expect(phoneEndings(name).map((e) => e.value)).not.toContain("quit");
  });
});

describe("inputOfField: a refusal's field path → the input it stands beside", () => {
  const two = ["luke", "vader"];
  it("the core's paths (docs/rules.md §6 field names) for the picked player, the amount and per-player numbers", () => {
    expect(inputOfField(fieldsFor("swccg-pc-2.3.6", "full"), "result.winner", two)).toEqual({
      kind: "player",
    });
    expect(inputOfField(fieldsFor("swccg-pc-2.3.6", "full"), "result.lifeForce", two)).toEqual({
      kind: "amount",
    });
    expect(inputOfField(fieldsFor("swccg-pc-2.3.6", "quit"), "result.differential", two)).toEqual({
      kind: "amount",
    });
    expect(inputOfField(fieldsFor("swccg-pc-2.3.6", "time"), "result.lifeForce.vader", two)).toEqual({
      kind: "perPlayer",
      key: "lifeForce",
      id: "vader",
    });
    // S3's "equal Life Force" names the values together: the first player's input.
    expect(inputOfField(fieldsFor("swccg-pc-2.3.6", "time"), "result.lifeForce", two)).toEqual({
      kind: "perPlayer",
      key: "lifeForce",
      id: "luke",
    });
    expect(inputOfField(fieldsFor("swccg-pc-2.3.6", "tie"), "result.toss", two)).toEqual({ kind: "toss" });
    expect(inputOfField(fieldsFor("stccg-decipher-6.99", "full"), "games[3].result.winner", two)).toEqual({
      kind: "player",
    });
  });
  it("no input: the whole result, a field the form lacks, or no result path at all", () => {
    expect(inputOfField(fieldsFor("swccg-pc-2.3.6", "tie"), "result", two)).toBeNull();
    expect(inputOfField(fieldsFor("swccg-pc-2.3.6", "full"), "result.toss", two)).toBeNull();
    expect(inputOfField(fieldsFor("swccg-pc-2.3.6", "full"), "gameId", two)).toBeNull();
    expect(inputOfField(fieldsFor("swccg-pc-2.3.6", "full"), undefined, two)).toBeNull();
  });
});

// docs/rules.md §6: the forms offer exactly what each profile declares (src/core/rules,
// `ending`) — a new ending declared once appears here with its fields — and what they send for
// each ending is a result that profile scores.
describe("the forms offer each profile's declared endings (every profile of the registry)", () => {
  const ids = ["ana", "bo"];
  it.each(PROFILE_NAMES.map((name) => [name]))("%s", (name) => {
    const profile = PROFILES[name];
    const offered = endingsOf(name);
    expect(offered.map((e) => [e.value, e.label, e.phone])).toEqual(
      profile.endings.map((e) => [e.end, e.label, e.phone]),
    );
    for (const [i, declared] of profile.endings.entries()) {
      // The inputs and bounds the profile declares, its own (T9 asks a quit's X, O7 does not).
      const fields = offered[i]!.fields;
      expect(fields).toEqual(formFieldsOf(declared));
      // The first player wins, has more, advances.
      const perPlayer: Record<string, Record<string, string>> = { ana: {}, bo: {} };
      for (const field of fields.perPlayer) {
        perPlayer.ana![field.key] = String(Math.min(field.max, 100));
        perPlayer.bo![field.key] = String(Math.max(field.min, 0));
      }
      const state = {
        end: declared.end,
        ...(fields.player !== undefined && { player: "ana" }),
        ...(fields.toss === true && { toss: "ana" }),
        ...(fields.amount !== undefined && { amount: String(Math.min(fields.amountMax ?? 10, 10)) }),
        ...(fields.advanced === true && { advanced: ["ana"] }),
        perPlayer,
      };
      expect(firstMissing(name, state, ids), declared.end).toBeNull();
      const players =
        profile.games[0] === "swccg"
          ? [
              { id: "ana", side: "dark" as const },
              { id: "bo", side: "light" as const },
            ]
          : ids.map((id) => ({ id }));
      const scored = scoreGame(
        name,
        {},
        {
          players,
          result: toRawResult(name, state, ids),
          ...(profile.games[0] === "ote" && { set: "active" as const }),
        },
      );
      expect(
        scored.ok,
        scored.ok ? declared.end : `${declared.end}: ${scored.error.field}: ${scored.error.message}`,
      ).toBe(true);
    }
  });
});

describe("toFormState: a correction opens on the result as it stands (R6)", () => {
  it.each<[ProfileName, Record<string, unknown>, string[]]>([
    ["swccg-pc-2.3.6", { end: "full", winner: "a", lifeForce: 15 }, ["a", "b"]],
    ["swccg-pc-2.3.6", { end: "time", lifeForce: { a: 12, b: 7 } }, ["a", "b"]],
    ["swccg-pc-2.3.6", { end: "tie", lostPile: { a: 3, b: 5 }, hand: { a: 2, b: 2 }, toss: "b" }, ["a", "b"]],
    ["swccg-pc-2.3.6", { end: "quit", quitter: "b", differential: 20 }, ["a", "b"]],
    ["stccg-decipher-6.99", { end: "full", points: { a: 120, b: 65 } }, ["a", "b"]],
    ["stccg-opg-2014", { end: "gameplay", winner: "a", points: { a: 0, b: 35 } }, ["a", "b"]],
    [
      "yj-decipher-6.99",
      { end: "time", planetaryVictories: { a: 1, b: 1 }, drawDeck: { a: 9, b: 4 } },
      ["a", "b"],
    ],
    ["ote-1.2", { winner: "a", influence: { a: 16, b: 9, c: 9 } }, ["a", "b", "c"]],
  ])("%s: %j reads back as itself", (profile, result, ids) => {
    expect(toRawResult(profile, toFormState(profile, result), ids)).toEqual(result);
  });

  it("a result no ending of the profile reads opens the first ending, empty", () => {
    expect(toFormState("swccg-pc-2.3.6", { end: "forfeit", forfeiter: "a" })).toEqual({ end: "full" });
  });
});
