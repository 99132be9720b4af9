import { describe, expect, it } from "vitest";
import type { ProfileName } from "../games.js";
import type { GameRecord, ResultsFile } from "../results-file/schema.js";
import { bye, makeEvent, scoredOf, win } from "../standings/test-event.js";
import { computeDeckPenaltyOnFile, type DeckPenaltyRequest } from "./deck-penalty-file.js";

type Game = Omit<GameRecord, "round" | "game"> & Partial<GameRecord>;

function championship(games: readonly Game[], rules: ProfileName = "swccg-pc-2.3.6"): ResultsFile {
  const file = makeEvent(["vic", "opp", "cal"], games, rules);
  return { ...file, event: { ...file.event, championship: true } };
}

function apply(file: ResultsFile, request: Partial<DeckPenaltyRequest> = {}) {
  return computeDeckPenaltyOnFile(scoredOf(file), { player: "vic", kind: "cards-not-on-list", ...request });
}

function applied(file: ResultsFile, request: Partial<DeckPenaltyRequest> = {}) {
  const result = apply(file, request);
  if (!result.ok) throw new Error(`${result.error.field}: ${result.error.message}`);
  return result.value;
}

describe("S7 on a results file (SW-PC Championship Level, Deck Lists – Deck Checks)", () => {
  it("S7 the prior game 2(+15) becomes a full loss 0(-30), the opponent 2(+30); the game is marked", () => {
    const file = championship([win("cal", "vic", 5), win("vic", "opp", 15)]);
    const out = applied(file);
    expect(out.decision.action).toBe("change-result");
    expect(out.game).toEqual({
      index: 1,
      round: 2,
      game: 1,
      before: [
        { id: "vic", vp: 2, diff: 15 },
        { id: "opp", vp: 0, diff: -15 },
      ],
      after: [
        { id: "vic", vp: 0, diff: -30 },
        { id: "opp", vp: 2, diff: 30 },
      ],
    });
    // The profile's rescoring agrees with the core's decision: one rule, two readers.
    if (out.decision.action === "change-result") expect(out.game?.after).toEqual(out.decision.after);
    expect(out.file.games[1]?.deckCheckFailure).toBe("vic");
    expect(out.file.games[0]?.deckCheckFailure).toBeUndefined();
    expect(out.failuresBefore).toBe(0);
  });

  it("S7 the violator already lost by 30 or more (0(-35)): the result stands, the failure is still recorded", () => {
    const out = applied(championship([win("opp", "vic", 35)]));
    expect(out.decision.action).toBe("result-stands");
    expect(out.game?.after).toEqual(out.game?.before);
    expect(out.game?.after).toContainEqual({ id: "vic", vp: 0, diff: -35 });
    expect(out.file.games[0]?.deckCheckFailure).toBe("vic");
  });

  it("S7 a second violation: disqualification; his status and reason are set, no game changes", () => {
    const file = championship([win("vic", "opp", 4, { deckCheckFailure: "vic" }), win("vic", "cal", 9)]);
    const out = applied(file);
    expect(out.failuresBefore).toBe(1);
    expect(out.decision.action).toBe("disqualify");
    expect(out.isDisqualified).toBe(true);
    expect(out.file.players.find((p) => p.id === "vic")).toMatchObject({
      status: "disqualified",
      statusReason: "S7: second deck-check violation by vic: disqualification",
    });
    expect(out.file.games).toEqual(file.games);
  });

  it("S7 a deck that cannot be made to match its list: disqualification at the first failure", () => {
    expect(applied(championship([win("vic", "opp", 4)]), { canMatchList: false }).isDisqualified).toBe(true);
  });

  it("S7 a deck only missing cards: no penalty, the file is unchanged", () => {
    const file = championship([win("vic", "opp", 4)]);
    const out = applied(file, { kind: "missing-cards" });
    expect(out.decision.action).toBe("no-penalty");
    expect(out.file).toBe(file);
  });

  it("S7 a bye as the prior game becomes 0(-30) (Decision in decideDeckCheckPenalty)", () => {
    const out = applied(championship([bye("vic")]));
    expect(out.game?.after).toEqual([{ id: "vic", vp: 0, diff: -30 }]);
  });

  it("S7 no prior game: nothing to change, nothing in the file can carry the failure", () => {
    const file = championship([win("opp", "cal", 3)]);
    const out = applied(file);
    expect(out.decision.action).toBe("result-stands");
    expect(out.game).toBeNull();
    expect(out.file).toBe(file);
  });

  it("S7 an exported score of the changed game is rewritten and stale standings are dropped", () => {
    const file = championship([
      win("vic", "opp", 15, {
        score: [
          { id: "vic", vp: 2, diff: 15 },
          { id: "opp", vp: 0, diff: -15 },
        ],
      }),
    ]);
    const out = applied({ ...file, standings: [{ rank: 1, id: "vic" }] });
    expect(out.file.games[0]?.score).toEqual([
      { id: "vic", vp: 0, diff: -30 },
      { id: "opp", vp: 2, diff: 30 },
    ]);
    expect(out.file).not.toHaveProperty("standings");
  });

  it("S7 applies only at Championship Level events under swccg-pc-2.3.6 unless forced", () => {
    const local = makeEvent(["vic", "opp"], [win("vic", "opp", 15)]);
    const refused = apply(local);
    expect(!refused.ok && refused.error).toMatchObject({ field: "event.championship", rule: "S7" });
    expect(applied(local, { isForced: true }).decision.action).toBe("change-result");
    const decipher = apply(championship([win("vic", "opp", 15)], "swccg-decipher-6.99"));
    expect(!decipher.ok && decipher.error).toMatchObject({ field: "event.rules", rule: "S7" });
    // Forced under a profile without the penalty: the profile itself refuses to score it.
    const forced = apply(championship([win("vic", "opp", 15)], "swccg-decipher-6.99"), { isForced: true });
    expect(!forced.ok && forced.error).toMatchObject({ field: "games[0].deckCheckFailure", rule: "S7" });
  });

  it("R7/S7 unknown or already disqualified players and a game carrying the opponent's failure are refused", () => {
    const unknown = apply(championship([win("vic", "opp", 1)]), { player: "zed" });
    expect(!unknown.ok && unknown.error).toMatchObject({
      code: "UNKNOWN_PLAYER",
      field: "player",
      rule: "R7",
    });
    const file = championship([win("vic", "opp", 1)]);
    const gone = apply({
      ...file,
      players: file.players.map((p) => (p.id === "vic" ? { ...p, status: "disqualified" as const } : p)),
    });
    expect(!gone.ok && gone.error).toMatchObject({ code: "PLAYER_NOT_IN_EVENT", rule: "S7" });
    const conflict = apply(championship([win("vic", "opp", 1, { deckCheckFailure: "opp" })]));
    expect(!conflict.ok && conflict.error).toMatchObject({
      code: "DECK_CHECK_CONFLICT",
      field: "games[0].deckCheckFailure",
    });
  });
});
