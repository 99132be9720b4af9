// M4–M8 (OTE 2.1–2.10): the checks that a recorded On the Edge event follows the rules, and who
// is paired once a player has stopped, found unchecked by the mutation run (docs/testing.md).
// Each test is a whole small event; refusals, trace lines, phases, finalists and places are worked
// by hand from the rules text (2.3 for VP, 2.81 for Tournament Scores, 2.8–2.83 for the final and
// re-admission, 2.71–2.72 for the inactive set, 2.9, 2.10).
import { describe, expect, it } from "vitest";
import type { Result } from "../errors.js";
import { makeRandom } from "../random.js";
import type { GameRecord, PlayerEntry } from "../results-file/schema.js";
import { pairOteNext } from "./pair-next.js";
import { replayOteEvent, type OteState } from "./replay.js";
import { computeOteStandings } from "./standings.js";
import {
  makeOteFile,
  ote,
  scoredOrThrow,
  oteStandingsOf as standings,
  SIX as six,
  SIX_FINAL as final,
  SIX_ROUND_1 as round1,
  TWELVE as twelve,
  TWELVE_ROUND_1 as twelveRound1,
} from "./test-helpers.js";

type Players = readonly (string | PlayerEntry)[];

function replay(players: Players, games: readonly GameRecord[]): Result<OteState> {
  return replayOteEvent(scoredOrThrow(makeOteFile(players, games)));
}
/** What the replay says about the event as a whole (the tallies are checked through the standings). */
function summary(players: Players, games: readonly GameRecord[]) {
  const result = replay(players, games);
  if (!result.ok) throw new Error(`${result.error.field}: ${result.error.message}`);
  const { lastRound, phase, trace, absentActive } = result.value;
  return { lastRound, phase, trace, absentActive };
}
function refusal(players: Players, games: readonly GameRecord[]) {
  const result = replay(players, games);
  return !result.ok && result.error;
}
function playoff(round: number, influence: Record<string, number>, advanced: string[]): GameRecord {
  return {
    round,
    game: 1,
    stage: "ote-playoff",
    players: Object.keys(influence).map((id) => ({ id })),
    result: { advanced, influence },
  };
}
const byTs = (id: string) => ({ id, by: "tournament-score" as const });
const byPlayoff = (id: string) => ({ id, by: "playoff" as const });

const sixFinalPhase = {
  kind: "final",
  finalists: ["ann", "dan", "bob"],
  readmitted: [byTs("bob")],
} as const;

const twelveWith = (id: string, status: PlayerEntry["status"]) =>
  twelve.map((p) => (p === id ? { id: p, status } : p));

describe("M6 (2.8–2.82): when the final is next, and who fills it", () => {
  it("M6 (2.8, 2.82): the trace names the active players sorted, whatever the order of the players list", () => {
    // dan is listed first; after round 1, ann and dan advanced (2 ≤ 3); bob's TS 8.5 is the single greatest.
    const players = ["dan", "ann", "bob", "cat", "eve", "fay"];
    expect(summary(players, round1)).toEqual({
      lastRound: 1,
      phase: sixFinalPhase,
      trace: [
        "M6 (2.8): after round 1, 2 active player(s) advanced (ann, dan): the final is next",
        "M6 (2.82): re-admitted bob with Tournament Score 8.5",
      ],
      absentActive: [],
    });
  });

  it("M6 (2.82): two players level on the greatest Tournament Score fill two places together", () => {
    // ann wins the game of four; bob and cat tied second on 8 IP: 2 VP + 4 = TS 6 each; dan 0 VP + 1 = 1.
    const games = [ote(1, "active", { ann: 16, bob: 8, cat: 8, dan: 2 }, "ann")];
    expect(summary(["ann", "bob", "cat", "dan"], games)).toEqual({
      lastRound: 1,
      phase: { kind: "final", finalists: ["ann", "bob", "cat"], readmitted: [byTs("bob"), byTs("cat")] },
      trace: [
        "M6 (2.8): after round 1, 1 active player(s) advanced (ann): the final is next",
        "M6 (2.82): re-admitted bob, cat with Tournament Score 6",
      ],
      absentActive: [],
    });
  });

  it("M4, M6 (2.8): the only winner stops — no active player advanced, three are re-admitted by Tournament Score", () => {
    // ann wins and drops; bob second on 10 IP: 4 VP + 5 = 9; cat 0 + 3 = 3; dan 0 + 1 = 1 — three levels, one each.
    const games = [ote(1, "active", { ann: 16, bob: 10, cat: 6, dan: 2 }, "ann")];
    const players = [{ id: "ann", status: "dropped" as const }, "bob", "cat", "dan"];
    expect(summary(players, games)).toEqual({
      lastRound: 1,
      phase: {
        kind: "final",
        finalists: ["bob", "cat", "dan"],
        readmitted: [byTs("bob"), byTs("cat"), byTs("dan")],
      },
      trace: [
        "M6 (2.8): after round 1, 0 active player(s) advanced (none): the final is next",
        "M6 (2.82): re-admitted bob with Tournament Score 9",
        "M6 (2.82): re-admitted cat with Tournament Score 3",
        "M6 (2.82): re-admitted dan with Tournament Score 1",
      ],
      absentActive: [],
    });
  });

  it("M6 (2.8): too few inactive players continue to fill the final — refused, and the replay stops", () => {
    // ann wins the only game; bob dropped after it, so only cat can be re-admitted where two are needed.
    const players = ["ann", { id: "bob", status: "dropped" as const }, "cat"];
    expect(refusal(players, [ote(1, "active", { ann: 16, bob: 9, cat: 5 }, "ann")])).toEqual({
      code: "WRONG_PLAYER_COUNT",
      field: "players",
      rule: "M6",
      message: "the final is one game of 3: 2 inactive player(s) must be re-admitted, only 1 continue",
    });
  });

  it.each(["dropped", "quit", "disqualified"] as const)(
    "M4: a winner who is %s still counts up to the last round he played, and is not re-admitted after it",
    (status) => {
      // Round 2: a wins the four; j second on 12 IP (4 VP): 28 IP, 12 VP → TS 26 — but j stopped after
      // round 2. d 26 IP, 8 VP → 21; g 21 IP, 8 VP → 18.5. After round 1 j was still playing: 4 active, no final.
      const games = [...twelveRound1, ote(2, "active", { a: 16, j: 12, d: 10, g: 5 }, "a")];
      expect(summary(twelveWith("j", status), games)).toEqual({
        lastRound: 2,
        phase: { kind: "final", finalists: ["a", "d", "g"], readmitted: [byTs("d"), byTs("g")] },
        trace: [
          "M6 (2.8): after round 2, 1 active player(s) advanced (a): the final is next",
          "M6 (2.82): re-admitted d with Tournament Score 21",
          "M6 (2.82): re-admitted g with Tournament Score 18.5",
        ],
        absentActive: [],
      });
    },
  );
});

describe("M4: an active player with no game holds the final back", () => {
  it("M4: j, active, has no game in round 2 — its results are not all in, and the final's trigger waits", () => {
    // Without j the round leaves only a active (2.8 would call the final): it must not be judged yet.
    const games = [...twelveRound1, ote(2, "active", { a: 16, d: 10, g: 5 }, "a")];
    expect(summary(twelve, games)).toEqual({
      lastRound: 2,
      phase: { kind: "groups" },
      trace: [],
      absentActive: ["j"],
    });
  });

  it("M4, M5: inactive players who sit a round out are not missing; the final is judged", () => {
    // Round 2: a wins the four (d second, 10 IP → 4 VP; g, j behind); b and c win the inactive games
    // (4 VP each), e and f second (2 VP); k and l sit out. TS: d 26 IP / 8+4 VP → 25; b 25 IP / 4+4 → 20.5;
    // g 21 / 8 → 18.5; j 19 / 8 → 17.5; c 21 / 4 → 14.5; e 12 / 6 → 12; below them the rest.
    const games = [
      ...twelveRound1,
      ote(2, "active", { a: 16, d: 10, g: 5, j: 3 }, "a"),
      ote(2, "inactive", { b: 16, e: 4, h: 0 }, "b"),
      ote(2, "inactive", { c: 16, f: 4, i: 0 }, "c"),
    ];
    expect(summary(twelve, games)).toEqual({
      lastRound: 2,
      phase: { kind: "final", finalists: ["a", "d", "b"], readmitted: [byTs("d"), byTs("b")] },
      trace: [
        "M6 (2.8): after round 2, 1 active player(s) advanced (a): the final is next",
        "M6 (2.82): re-admitted d with Tournament Score 25",
        "M6 (2.82): re-admitted b with Tournament Score 20.5",
      ],
      absentActive: [],
    });
  });

  it("M4: a registered player who has not played yet is not missing from round 1", () => {
    // m has no game: nothing says he must have one. Four active players advanced (a, d, g, j) and m: no final.
    expect(summary([...twelve, "m"], twelveRound1)).toEqual({
      lastRound: 1,
      phase: { kind: "groups" },
      trace: [],
      absentActive: [],
    });
  });

  it("M4: j misses round 2 but plays round 3 before dropping — round 2 was not complete, so the final waits for round 3", () => {
    // Round 2 without j: no trigger (j, still playing later, is missing). Round 3: a beats j in a
    // two-player game (2.3: VP to the winner only); j dropped after it. Active: a alone → two places:
    // d 16+10 IP, 8+4 VP → 25; g 16+5 IP, 8 VP → 18.5 (j, TS 17.5, has stopped anyway).
    const games = [
      ...twelveRound1,
      ote(2, "active", { a: 16, d: 10, g: 5 }, "a"),
      ote(3, "active", { a: 16, j: 10 }, "a"),
    ];
    expect(summary(twelveWith("j", "dropped"), games)).toEqual({
      lastRound: 3,
      phase: { kind: "final", finalists: ["a", "d", "g"], readmitted: [byTs("d"), byTs("g")] },
      trace: [
        "M6 (2.8): after round 3, 1 active player(s) advanced (a): the final is next",
        "M6 (2.82): re-admitted d with Tournament Score 25",
        "M6 (2.82): re-admitted g with Tournament Score 18.5",
      ],
      absentActive: [],
    });
  });
});

describe("M4: who is paired after a player stopped", () => {
  it("M4, M3, M5: a winner who dropped after round 1 is not paired in round 2 — four active players, not five", () => {
    // Round 1 of fifteen: a, d, g, j, m win; m dropped after it. Active: a, d, g, j → one game of 4 (M1),
    // none has played an off-numbered game. Inactive by VP, then IP (2.71): b 4/9, e 4/8, h 4/7, k 4/6,
    // n 4/1 (second on 1 IP), c 0/5, f 0/4, i 0/3, l 0/2, o 0/0 → 4+3+3 from the top, the 4 first (2.72).
    const players = [...twelve, { id: "m", status: "dropped" as const }, "n", "o"];
    const games = [...twelveRound1, ote(1, "active", { m: 16, n: 1, o: 0 }, "m")];
    const result = pairOteNext(scoredOrThrow(makeOteFile(players, games)), makeRandom("m"));
    if (!result.ok) throw new Error(result.error.message);
    const pairing = result.value;
    const [activeGame, ...inactiveGames] = pairing.pairings;
    const four = activeGame!.players.map((p) => p.id);
    expect([activeGame!.table, activeGame!.set, activeGame!.stage, [...four].sort()]).toEqual([
      1,
      "active",
      "swiss",
      ["a", "d", "g", "j"],
    ]);
    expect(inactiveGames.map((g) => [g.table, g.set, g.stage, g.players.map((p) => p.id)])).toEqual([
      [2, "inactive", "swiss", ["b", "e", "h", "k"]],
      [3, "inactive", "swiss", ["n", "c", "f"]],
      [4, "inactive", "swiss", ["i", "l", "o"]],
    ]);
    expect([pairing.round, pairing.final, pairing.byes]).toEqual([2, false, []]);
    expect(pairing.trace).toEqual([
      "M1: 4 active players → 4",
      `M3 (2.61): off-numbered games (4) filled first, chosen at random among the 4 who have not played one: ${four.join(", ")}`,
      "M3 (2.62): the other active players grouped at random in games of three",
      "M1: 10 inactive players → 4+3+3",
      "M5 (2.71): inactive set ranked by VP, then IP, ties at random: b 4/9, e 4/8, h 4/7, k 4/6, n 4/1, c 0/5, f 0/4, i 0/3, l 0/2, o 0/0",
      "M5 (2.72): off-numbered games filled first, then consecutive players from the top",
    ]);
  });
});

describe("M4, OTE 2.1: games in the wrong set or twice in a round", () => {
  it("M4: an inactive player listed first in an active game is refused, naming him", () => {
    const games = [...twelveRound1, ote(2, "active", { b: 16, a: 10, d: 5 }, "b")];
    expect(refusal(twelve, games)).toEqual({
      code: "INVALID_FIELD",
      field: "games[4].players[0].id",
      rule: "M4",
      message: '"b" is inactive but plays in the active set',
    });
  });

  it("OTE 2.1: a player in two games of one round is refused, naming the round", () => {
    const games = [round1[0]!, ote(1, "active", { dan: 17, eve: 12, ann: 12 }, "dan")];
    expect(refusal(six, games)).toEqual({
      code: "PLAYER_TWICE_IN_GAME",
      field: "games[1].players[2].id",
      rule: "OTE 2.1",
      message: '"ann" already plays another game in round 1',
    });
  });

  it("M6: rounds are replayed in order, whatever the order the games were recorded in", () => {
    // The final (round 2) recorded before round 1: the same event as in the usual order. E2: dan
    // (active) tied second scores 2; bob, re-admitted, on the inactive scale.
    expect(summary(six, [...final, ...round1])).toEqual({
      lastRound: 2,
      phase: {
        kind: "done",
        finalists: ["ann", "dan", "bob"],
        readmitted: [byTs("bob")],
        winner: "ann",
        finalIp: { ann: 16, dan: 10, bob: 10 },
      },
      trace: [
        "M6 (2.8): after round 1, 2 active player(s) advanced (ann, dan): the final is next",
        "M6 (2.82): re-admitted bob with Tournament Score 8.5",
      ],
      absentActive: [],
    });
  });
});

describe("M6: before the final, no final and no additional game", () => {
  it("M6: a game recorded as the final while four active players remain is refused", () => {
    const games = [...twelveRound1, ote(2, "active", { a: 16, d: 10, g: 5, j: 3 }, "a", "final")];
    expect(refusal(twelve, games)).toEqual({
      code: "INVALID_FIELD",
      field: "games[4].stage",
      rule: "M6",
      message:
        "round 2 is not a final or an additional game: no round so far left three or fewer active players",
    });
  });

  it("M6: an additional game's result (who advanced) in an ordinary round is refused, even without its stage", () => {
    const games = [
      ...twelveRound1,
      {
        round: 2,
        game: 1,
        set: "active" as const,
        players: [{ id: "a" }, { id: "d" }, { id: "g" }, { id: "j" }],
        result: { advanced: ["a"], influence: { a: 8, d: 3, g: 2, j: 1 } },
      },
    ];
    expect(refusal(twelve, games)).toEqual({
      code: "INVALID_FIELD",
      field: "games[4].stage",
      rule: "M6",
      message:
        "round 2 is not a final or an additional game: no round so far left three or fewer active players",
    });
  });
});

describe("M6 (2.83): the additional game", () => {
  // ann wins the game of four; bob second on 10 IP (4 VP + 5 → TS 9); cat and dan behind on 6
  // (0 VP + 3 → TS 3): bob is re-admitted, cat and dan play off for the last place.
  const four = ["ann", "bob", "cat", "dan"];
  const tieBelow = [ote(1, "active", { ann: 16, bob: 10, cat: 6, dan: 6 }, "ann")];
  // ann wins; bob, cat and dan tied second on 6 IP (2 VP + 3 → TS 5 each): three for two places.
  const tieOfThree = [ote(1, "active", { ann: 16, bob: 6, cat: 6, dan: 6 }, "ann")];

  it("M6 (2.82, 2.83): one player clearly ahead is re-admitted, the tie below him plays off for the last place", () => {
    expect(summary(four, tieBelow)).toEqual({
      lastRound: 1,
      phase: {
        kind: "playoff",
        active: ["ann"],
        readmitted: [byTs("bob")],
        playoff: { players: ["cat", "dan"], spots: 1 },
      },
      trace: [
        "M6 (2.8): after round 1, 1 active player(s) advanced (ann): the final is next",
        "M6 (2.82): re-admitted bob with Tournament Score 9",
        "M6 (2.83): cat, dan tied on Tournament Score 3 for 1 place(s): additional game to 8 IP",
      ],
      absentActive: [],
    });
  });

  it("M6 (2.83): while the additional game is due, the standings already list who was re-admitted", () => {
    const s = standings(four, tieBelow);
    expect(s.complete).toBe(false);
    expect(s.readmitted).toEqual([byTs("bob")]);
  });

  it("M6 (2.83–2.84): two advance in order — the trace says who first, and the final follows that order", () => {
    const games = [...tieOfThree, playoff(2, { bob: 8, cat: 2, dan: 9 }, ["dan", "bob"])];
    expect(summary(four, games)).toEqual({
      lastRound: 2,
      phase: {
        kind: "final",
        finalists: ["ann", "dan", "bob"],
        readmitted: [byPlayoff("dan"), byPlayoff("bob")],
      },
      trace: [
        "M6 (2.8): after round 1, 1 active player(s) advanced (ann): the final is next",
        "M6 (2.83): bob, cat, dan tied on Tournament Score 5 for 2 place(s): additional game to 8 IP",
        "M6 (2.83): dan then bob advanced from the additional game",
      ],
      absentActive: [],
    });
  });

  it("M6 (2.83): an additional game for two places that names one who advanced is refused", () => {
    const games = [...tieOfThree, playoff(2, { bob: 8, cat: 2, dan: 3 }, ["bob"])];
    expect(refusal(four, games)).toEqual({
      code: "INVALID_FIELD",
      field: "games[1].result.advanced",
      rule: "M6",
      message: "2 player(s) advance from this additional game, the result names 1",
    });
  });

  it('M6 (2.83): the additional game recorded without stage "ote-playoff" is refused, naming its players and places', () => {
    const games = [
      ...tieBelow,
      {
        round: 2,
        game: 1,
        players: [{ id: "cat" }, { id: "dan" }],
        result: { advanced: ["dan"], influence: { cat: 3, dan: 8 } },
      },
    ];
    expect(refusal(four, games)).toEqual({
      code: "INVALID_FIELD",
      field: "games[1]",
      rule: "M6",
      message:
        'round 2 must be the additional game of cat, dan alone (stage "ote-playoff", result {"advanced": [...]}) for 1 place(s)',
    });
  });

  it("M6 (2.83): another game in the additional game's round is refused — ann's next game is the final", () => {
    const games = [
      ...tieBelow,
      playoff(2, { cat: 3, dan: 8 }, ["dan"]),
      ote(2, "active", { ann: 16, bob: 4 }, "ann"),
    ];
    expect(refusal(four, games)).toEqual({
      code: "INVALID_FIELD",
      field: "games[1]",
      rule: "M6",
      message:
        'round 2 must be the additional game of cat, dan alone (stage "ote-playoff", result {"advanced": [...]}) for 1 place(s)',
    });
  });
});

describe("M6, M7 (2.8, 2.9): the final and the games beside it", () => {
  const finalRefusal = (index: number) => ({
    code: "INVALID_FIELD",
    field: `games[${index}].stage`,
    rule: "M6",
    message: 'round 2 is the final: one game (stage "final") of ann, dan, bob',
  });

  it("M6 (2.8): a final of two of the three finalists is refused, naming all three", () => {
    const games = [...round1, ote(2, "active", { ann: 16, dan: 10 }, "ann", "final"), final[1]!];
    expect(refusal(six, games)).toEqual(finalRefusal(2));
  });

  it("M6 (2.8): a second game recorded as the final is refused at that game", () => {
    const games = [...round1, final[0]!, ote(2, "inactive", { cat: 4, eve: 16, fay: 4 }, "eve", "final")];
    expect(refusal(six, games)).toEqual(finalRefusal(3));
  });

  const besideFinal = {
    code: "INVALID_FIELD",
    field: "games[3]",
    rule: "M7",
    message: "beside the final, only the inactive set plays",
  };

  it("M7 (2.9): an additional game beside the final is refused", () => {
    const extra: GameRecord = { ...playoff(2, { cat: 3, eve: 8, fay: 2 }, ["eve"]), set: "inactive" };
    expect(refusal(six, [...round1, final[0]!, extra])).toEqual(besideFinal);
  });

  it("M7 (2.9): a game recorded in the active set beside the final is refused", () => {
    const games = [...round1, final[0]!, ote(2, "active", { cat: 4, eve: 16, fay: 4 }, "eve")];
    expect(refusal(six, games)).toEqual(besideFinal);
  });

  it("M4, M8 (2.10): the winner of the final stays active; the other two finalists and everyone else are inactive", () => {
    const s = standings(six, [...round1, ...final]);
    expect(s.rows.map((r) => [r.rank, r.id, r.set])).toEqual([
      [1, "ann", "active"],
      [2, "bob", "inactive"],
      [2, "dan", "inactive"],
      [4, "eve", "inactive"],
      [5, "fay", "inactive"],
      [6, "cat", "inactive"],
    ]);
  });
});

describe("M8 (2.10): after the final, and the standings", () => {
  const afterFinal = [...round1, ...final, ote(3, "inactive", { cat: 16, fay: 4 }, "cat")];

  it("M8 (2.10): a round after the final is refused", () => {
    expect(refusal(six, afterFinal)).toEqual({
      code: "INVALID_FIELD",
      field: "games[4].round",
      rule: "M8",
      message: "round 3 comes after the final, which ends the tournament (OTE 2.10)",
    });
  });

  it("M8 (2.10): the standings of an event the replay refuses are that refusal", () => {
    const result = computeOteStandings(scoredOrThrow(makeOteFile(six, afterFinal)));
    expect(!result.ok && result.error).toEqual({
      code: "INVALID_FIELD",
      field: "games[4].round",
      rule: "M8",
      message: "round 3 comes after the final, which ends the tournament (OTE 2.10)",
    });
  });

  it("M8 Decision: several disqualified players are listed last, by ID, whatever the order of the players list", () => {
    // Listed fay, eve, dan, cat, bob, ann with eve and cat disqualified after the final: ann 1st, bob
    // and dan share 2nd (10 IP each), fay 4th; eve and cat without a place, cat first by ID.
    const players = ["fay", "eve", "dan", "cat", "bob", "ann"].map((id) =>
      id === "eve" || id === "cat" ? { id, status: "disqualified" as const } : id,
    );
    const s = standings(players, [...round1, ...final]);
    expect(s.rows.map((r) => [r.rank, r.id])).toEqual([
      [1, "ann"],
      [2, "bob"],
      [2, "dan"],
      [4, "fay"],
      [null, "cat"],
      [null, "eve"],
    ]);
  });

  it("M8 Decision: the final's winner disqualified — the two other finalists share first place (10 IP each), the rest move up", () => {
    // Placed: bob, dan (final IP 10 = 10 → one band), then by TS: eve 20, fay 11, cat 5.5; ann last, no place.
    const players = six.map((id) => (id === "ann" ? { id, status: "disqualified" as const } : id));
    const s = standings(players, [...round1, ...final]);
    expect(s.rows.map((r) => [r.rank, r.id, r.tournamentScore])).toEqual([
      [1, "bob", 14.5],
      [1, "dan", 23.5],
      [3, "eve", 20],
      [4, "fay", 11],
      [5, "cat", 5.5],
      [null, "ann", 32],
    ]);
  });

  it("M6: before any final nobody has been re-admitted", () => {
    expect(standings(twelve, twelveRound1).readmitted).toEqual([]);
  });
});
