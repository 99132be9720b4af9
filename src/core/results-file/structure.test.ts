// No results file is "valid" unless its standings can be trusted. One regression test
// per hole found with hostile files; every expectation is worked out by hand from docs/rules.md §1–§3, §6.
import { describe, expect, it } from "vitest";
import { formatError } from "../errors.js";
import { pairNext } from "../pairing/index.js";
import { bye as pairingBye, makeFile, win as pairingWin } from "../pairing/test-helpers.js";
import { computeStandings } from "../standings/index.js";
import { makeEvent, win } from "../standings/test-event.js";
import { checkResultsFile, parseResultsFile } from "./parse.js";
import type { ResultsFile } from "./schema.js";

const base = makeEvent(["alice", "bob"], [win("alice", "bob", 10)]);

function errorOf(value: unknown): string {
  const result = checkResultsFile(typeof value === "string" ? value : JSON.stringify(value));
  if (result.ok) throw new Error("expected an error");
  return formatError(result.error);
}

function isValid(value: unknown): boolean {
  const result = checkResultsFile(JSON.stringify(value));
  if (!result.ok) throw new Error(formatError(result.error));
  return true;
}

const timed = (a: string, b: string, la: number, lb: number) => ({
  players: [{ id: a }, { id: b }],
  result: { end: "time", lifeForce: { [a]: la, [b]: lb } },
});

describe("hole 1: a player ID `__proto__` is a player like any other (docs/rules.md §6, S3, K1)", () => {
  it("K1 with S3: a __proto__ player's timed win is his, and the order is by VP then diff", () => {
    // By hand: R1 __proto__ 12 v bob 5 on time → 1(+12) / 0(-12) (S3); R2 carol full win with
    // 10 over __proto__ → 2(+10) / 0(-10) (S1); R3 bob 9 v carol 2 on time → 1(+9) / 0(-9).
    // Totals: carol 2(+1), __proto__ 1(+2), bob 1(-3) → carol, __proto__, bob (K1).
    const file = makeEvent(
      ["__proto__", "bob", "carol"],
      [timed("__proto__", "bob", 12, 5), win("carol", "__proto__", 10), timed("bob", "carol", 9, 2)],
    );
    const event = checkResultsFile(JSON.stringify(file));
    if (!event.ok) throw new Error(formatError(event.error));
    const standings = computeStandings(event.value);
    if (!standings.ok) throw new Error(standings.error.message);
    expect(standings.value.rows.map((r) => [r.rank, r.id, r.vp, r.diff])).toEqual([
      [1, "carol", 2, 1],
      [2, "__proto__", 1, 2],
      [3, "bob", 1, -3],
    ]);
  });

  it('docs/rules.md §6: a "__proto__" field on a player is an unknown field, as any other', () => {
    const text = JSON.stringify(base).replace('{"id":"alice"', '{"id":"alice","__proto__":{"x":1}');
    expect(errorOf(text)).toBe('players[0]: unknown field "__proto__" (docs/rules.md §6)');
  });
});

describe("hole 2: every game once, every player once per game of a round (docs/rules.md §2)", () => {
  it("the same game entered twice is refused, not counted twice", () => {
    const game = { ...win("alice", "bob", 10), round: 1, game: 1 };
    expect(errorOf({ ...base, games: [game, game] })).toBe(
      'games[1].players[0].id: this is game 1.1 of "alice" v "bob" again: it is already entered as games[0] (docs/rules.md §2)',
    );
  });

  it("A1: one player in two games of the same round and game (Star Wars)", () => {
    const file = makeEvent(
      ["alice", "bob", "carol", "dave"],
      [win("alice", "bob", 10), win("alice", "carol", 5)],
    );
    const games = file.games.map((g) => ({ ...g, round: 1, game: 1 }));
    expect(errorOf({ ...file, games })).toBe(
      'games[1].players[0].id: player "alice" already plays game 1.1 in games[0]; a player plays one game at a time (docs/rules.md §2)',
    );
  });

  it("P1: one player in two games of the same round (Star Trek, one game per round)", () => {
    const file = makeFile(
      ["a", "b", "c", "d"],
      [pairingWin("stccg1e", 1, 1, "a", "b"), pairingWin("stccg1e", 1, 1, "c", "a")],
      { game: "stccg1e" },
    );
    expect(errorOf(file)).toContain('games[1].players[1].id: player "a" already plays game 1.1 in games[0]');
  });

  it("docs/rules.md §2: a second bye for one player in the same game is refused; a bye beside a game is let through (Decision)", () => {
    const twoByes = makeFile(
      ["a", "b", "c"],
      [pairingWin("swccg", 1, 1, "b", "c"), pairingBye(1, 1, "a"), pairingBye(1, 1, "a")],
    );
    expect(errorOf(twoByes)).toContain('games[2].players[0].id: this is game 1.1 of "a" again');
    // The Players Committee's software recorded a late entry's bye and his game in one game number.
    const byeAndGame = makeFile(
      ["a", "b", "c"],
      [pairingWin("swccg", 1, 1, "a", "b"), pairingBye(1, 1, "a")],
    );
    expect(isValid(byeAndGame)).toBe(true);
  });

  it("A1: game 1 and game 2 of a round are two games: the same player in both is fine", () => {
    const file = makeFile(
      ["a", "b"],
      [
        pairingWin("swccg", 1, 1, { id: "a", side: "dark" }, { id: "b", side: "light" }),
        pairingWin("swccg", 1, 2, { id: "b", side: "dark" }, { id: "a", side: "light" }),
      ],
    );
    expect(isValid(file)).toBe(true);
  });

  it("A1: both players on the same side are refused", () => {
    const file = makeFile(
      ["a", "b"],
      [pairingWin("swccg", 1, 1, { id: "a", side: "dark" }, { id: "b", side: "dark" })],
    );
    expect(errorOf(file)).toBe(
      "games[0].players[1].side: both players play dark; one plays Dark and the other Light (A1)",
    );
  });

  it("D1: both players on the same side in a sealed event cite the sealed rule", () => {
    const file = makeFile(
      ["a", "b"],
      [pairingWin("swccg", 1, 1, { id: "a", side: "light" }, { id: "b", side: "light" })],
      { type: "sealed" },
    );
    expect(errorOf(file)).toContain("(D1)");
  });

  it("D2/R12: a Secret Squirrel round is one game, and a game 2 cites D2 (no allegiance piles), not D1", () => {
    const squirrel = (game: number) =>
      makeFile(["a", "b"], [pairingWin("swccg", 1, game, "a", "b")], {
        type: "sealed",
        format: "secret-squirrel",
      });
    expect(isValid(squirrel(1))).toBe(true);
    expect(errorOf(squirrel(2))).toBe(
      "games[0].game: a round of this event is one game; game must be 1, not 2 (D2)",
    );
    const otsd = makeFile(["a", "b"], [pairingWin("swccg", 1, 2, "a", "b")], {
      type: "sealed",
      format: "otsd-sealed",
    });
    expect(errorOf(otsd)).toBe(
      "games[0].game: a round of this event is one game; game must be 1, not 2 (D1)",
    );
  });

  it("R12: a sealed format only on a SW-PC sealed event (checkFormatFits)", () => {
    const withFormat = (spec: Parameters<typeof makeFile>[2]) =>
      makeFile(["a", "b"], [], { format: "secret-squirrel", ...spec });
    expect(isValid(withFormat({ type: "sealed" }))).toBe(true);
    const refusal =
      "event.options.format: a sealed format belongs to a Star Wars sealed event under the Players Committee guide (type sealed, rules swccg-pc-2.3.6) (R12)";
    expect(errorOf(withFormat({ type: "constructed" }))).toBe(refusal);
    expect(errorOf(withFormat({ type: "sealed", game: "stccg1e" }))).toBe(refusal);
    expect(errorOf(withFormat({ type: "sealed", rules: "swccg-decipher-6.99" }))).toBe(refusal);
  });

  it("A1: a game 3 in a two-game round is refused", () => {
    const file = makeFile(["a", "b"], [pairingWin("swccg", 1, 3, "a", "b")]);
    expect(errorOf(file)).toBe(
      "games[0].game: a round of this event is two games (1 and 2); there is no game 3 (A1)",
    );
  });

  it("P1: a game 2 in a one-deck Swiss round is refused", () => {
    const file = makeFile(["a", "b"], [pairingWin("stccg1e", 1, 2, "a", "b")], { game: "stccg1e" });
    expect(errorOf(file)).toBe(
      "games[0].game: a round of this event is one game; game must be 1, not 2 (P1)",
    );
  });

  it("F1: the Final Confrontation is at most two games", () => {
    const file = makeFile(["a", "b"], [{ ...pairingWin("swccg", 1, 3, "a", "b"), stage: "final" }]);
    expect(errorOf(file)).toContain("games[0].game: the Final Confrontation is at most two games");
  });

  it("docs/rules.md §2: a swccg event of type ote, and an On the Edge event of another type, are refused", () => {
    expect(errorOf({ ...base, event: { ...base.event, type: "ote" } })).toBe(
      'event.type: type "ote" is the On the Edge format, but game is "swccg"; leave type out or use a format of that game (docs/rules.md §2)',
    );
    expect(
      errorOf({
        ...base,
        games: [],
        event: { ...base.event, game: "ote", rules: "ote-1.2", type: "constructed" },
      }),
    ).toBe('event.type: an On the Edge event is of type "ote", not "constructed" (docs/rules.md §2)');
  });

  it("docs/rules.md §1: a profile for another game is refused by the parser alone", () => {
    const parsed = parseResultsFile(
      JSON.stringify({ ...base, event: { ...base.event, rules: "stccg-opg-2014" } }),
    );
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.field).toBe("event.rules");
  });
});

describe("hole 3: a round whose last table is unreported is not complete (docs/rules.md §2, P2, A3)", () => {
  // Four players, one-deck Swiss (Star Trek): round 1 is a–b at table 1, c–d at table 2.
  const players = ["a", "b", "c", "d"];
  const round1 = [pairingWin("stccg1e", 1, 1, "a", "b", 1), pairingWin("stccg1e", 1, 1, "c", "d", 2)];

  it("P2: with table 2 of round 2 missing, pair refuses instead of pairing round 3", () => {
    const file = makeFile(players, [...round1, pairingWin("stccg1e", 2, 1, "a", "c", 1)], {
      game: "stccg1e",
    });
    expect(isValid(file)).toBe(true); // a file may hold a game entered in part (ADR 0002) …
    const event = checkResultsFile(JSON.stringify(file));
    if (!event.ok) throw new Error("valid");
    const next = pairNext(event.value);
    expect(next.ok).toBe(false); // … but it is not paired as complete.
    if (!next.ok) {
      expect(next.error.code).toBe("ROUND_NOT_COMPLETE");
      expect(next.error.message).toContain('game 2.1 has no result for "b"');
    }
  });

  it("P2: once every table is in, round 3 is paired (1–2, 3–4 by standings)", () => {
    // By hand: a 2 wins, c 1 win (beat d, lost to a), b 1 win (lost to a, beat d), d 0.
    // Standings a 4 VP; b and c 2 VP, diff +60 each (100 v 40 in every game, O/T1 clamps aside)
    // a has met b and c → P3 walks a to d; b–c have not met.
    const file = makeFile(
      players,
      [...round1, pairingWin("stccg1e", 2, 1, "a", "c", 1), pairingWin("stccg1e", 2, 1, "b", "d", 2)],
      { game: "stccg1e" },
    );
    const event = checkResultsFile(JSON.stringify(file));
    if (!event.ok) throw new Error(formatError(event.error));
    const next = pairNext(event.value);
    if (!next.ok) throw new Error(next.error.message);
    expect(next.value.round).toBe(3);
    const pairs = next.value.pairings
      .map((t) =>
        t.players
          .map((p) => p.id)
          .sort()
          .join("-"),
      )
      .sort();
    expect(pairs).toEqual(["a-d", "b-c"]);
  });

  it("a dropped player is not expected at a table, and a bye counts as a seat (R2, P4)", () => {
    const file = makeFile(
      ["a", "b", "c", "d"],
      [...round1, pairingWin("stccg1e", 2, 1, "a", "c", 1), pairingBye(2, 1, "b")],
      {
        game: "stccg1e",
        status: { d: "dropped" },
      },
    );
    const event = checkResultsFile(JSON.stringify(file));
    if (!event.ok) throw new Error(formatError(event.error));
    expect(pairNext(event.value).ok).toBe(true);
  });
});

describe("hole 4: dates are calendar dates (docs/rules.md §6)", () => {
  const withDate = (date: string): ResultsFile => ({ ...base, event: { ...base.event, date } });
  const withBirth = (birthDate: string) => ({
    ...base,
    players: [{ id: "alice", birthDate }, { id: "bob" }],
  });

  it("month 13, February 30, year 0000 are refused with the reason", () => {
    expect(errorOf(withDate("2026-13-45"))).toBe(
      'event.date: "2026-13-45" is not a calendar date: there is no month 13 (docs/rules.md §6)',
    );
    expect(errorOf(withDate("2026-02-30"))).toBe(
      'event.date: "2026-02-30" is not a calendar date: month 02 of 2026 has no day 30 (docs/rules.md §6)',
    );
    expect(errorOf(withBirth("0000-00-00"))).toBe(
      'players[0].birthDate: "0000-00-00" is not a date this program takes: the year is before 1900 (docs/rules.md §6)',
    );
    expect(errorOf(withBirth("1990-04-31"))).toContain("month 04 of 1990 has no day 31");
    expect(errorOf(withDate("26-1-1"))).toBe(
      'event.date: expected a date YYYY-MM-DD, got "26-1-1" (docs/rules.md §6)',
    );
  });

  it("leap years: 29 February 2024 and 2000 exist, 2023 and 1900 do not", () => {
    expect(isValid(withDate("2024-02-29"))).toBe(true);
    expect(isValid(withDate("2000-02-29"))).toBe(true);
    expect(errorOf(withDate("2023-02-29"))).toContain("has no day 29");
    expect(errorOf(withBirth("1900-02-29"))).toContain("has no day 29");
  });
});

describe("hole 5: no control characters in IDs and names; real names stay (docs/rules.md §6)", () => {
  const withId = (id: string) => ({ ...base, players: [{ id }, { id: "bob" }], games: [] });
  const withName = (name: string) => ({ ...base, players: [{ id: "alice", name }, { id: "bob" }] });

  it("a newline, an escape sequence, a right-to-left mark in an ID are refused", () => {
    expect(errorOf(withId("ali\nce"))).toBe(
      "players[0].id: an ID must not contain control or invisible formatting characters (U+000A at character 4) (docs/rules.md §6)",
    );
    expect(errorOf(withId("\u001b[31malice"))).toContain("(U+001B at character 1)");
    expect(errorOf(withId("alice\u200f"))).toContain("(U+200F at character 6)");
    expect(errorOf(withId(""))).toBe("players[0].id: an ID must not be empty (docs/rules.md §6)");
  });

  it("a newline or an escape sequence in a name is refused; accents, apostrophes, CJK, emoji are kept", () => {
    expect(errorOf(withName("Alice\nSmith"))).toBe(
      "players[0].name: must not contain control characters or direction marks (U+000A at character 6) (docs/rules.md §6)",
    );
    expect(errorOf(withName("\u001b]0;pwned\u0007"))).toContain("U+001B");
    expect(errorOf({ ...base, event: { ...base.event, name: "Open\u202e" } })).toContain(
      "event.name: must not contain",
    );
    for (const name of ["José Ñúñez-Łukasz", "Miles O'Brien", "李小龍", "Ana 👩‍🚀", "Zoë ❤️", "محمد"]) {
      expect(isValid(withName(name))).toBe(true);
    }
  });
});

describe("messages in the program's own voice", () => {
  const game0 = base.games[0]!;

  it("round, game, table, cap of 0: the message says more than 0", () => {
    expect(errorOf({ ...base, games: [{ ...game0, round: 0 }] })).toBe(
      "games[0].round: expected a whole round number more than 0 (docs/rules.md §6)",
    );
    expect(errorOf({ ...base, games: [{ ...game0, game: 0 }] })).toBe(
      "games[0].game: expected a whole game number more than 0 (docs/rules.md §6)",
    );
    expect(errorOf({ ...base, games: [{ ...game0, table: 0 }] })).toBe(
      "games[0].table: expected a whole table number more than 0 (docs/rules.md §6)",
    );
    expect(errorOf({ ...base, games: [{ ...game0, table: -1 }] })).toBe(
      "games[0].table: expected a whole table number more than 0 (docs/rules.md §6)",
    );
    const opg = {
      ...base,
      event: { ...base.event, game: "stccg1e", rules: "stccg-opg-2014", options: { cap: 0 } },
      games: [],
    };
    expect(errorOf(opg)).toBe(
      "event.options.cap: expected a whole number of points more than 0 (docs/rules.md §6)",
    );
  });

  it("a bye has no table: table 0 on a bye says to leave it out", () => {
    const file = makeEvent(["alice"], [{ players: [{ id: "alice" }], result: { end: "bye" }, table: 0 }]);
    expect(errorOf(file)).toBe("games[0].table: a bye has no table: leave table out (docs/rules.md §6)");
  });

  it("no zod wording: null, unknown keys, not an object, an empty list", () => {
    const messages = [
      errorOf({ ...base, event: { ...base.event, name: null } }),
      errorOf({ ...base, games: [{ ...game0, result: { ...game0.result, extra: 1 } }] }),
      errorOf({ ...base, games: [{ ...game0, result: [] }] }),
      errorOf({ ...base, games: [{ ...game0, players: [] }] }),
      errorOf({
        ...base,
        games: [
          {
            players: [{ id: "alice" }, { id: "bob" }],
            round: 1,
            game: 1,
            result: { end: "time", lifeForce: [1, 2] },
          },
        ],
      }),
      errorOf({ ...base, players: "alice" }),
      errorOf({ ...base, players: [{ id: 7 }] }),
    ];
    expect(messages).toEqual([
      "event.name: expected text, got null (docs/rules.md §6)",
      'games[0].result: unknown field "extra" (S1)',
      'games[0].result: expected the result: an object such as {"end": "full", …} (docs/rules.md §6)',
      "games[0].players: a game lists at least one player (docs/rules.md §6)",
      "games[0].result.lifeForce: expected an object keyed by player ID (S3)",
      "players: expected a list, got text (docs/rules.md §6)",
      "players[0].id: expected an ID: text, got a whole number (docs/rules.md §6)",
    ]);
    for (const message of messages)
      expect(message).not.toMatch(/Invalid input|Unrecognized key|expected record|received|entries/);
  });

  it("O1/O2: cap and vp on a profile that does not read them are refused", () => {
    expect(errorOf({ ...base, event: { ...base.event, options: { cap: 50 } } })).toBe(
      'event.options.cap: "cap" does nothing under rules "swccg-pc-2.3.6" (only stccg-opg-2014 reads it); leave it out (O1)',
    );
    expect(errorOf({ ...base, event: { ...base.event, options: { vp: { full: 3 } } } })).toContain(
      '"vp" does nothing under rules',
    );
    const opg = {
      ...base,
      event: { ...base.event, game: "stccg1e", rules: "stccg-opg-2014", options: { cap: 50 } },
      games: [],
    };
    expect(isValid(opg)).toBe(true);
  });

  it("docs/rules.md §6: a UTF-8 byte-order mark before the JSON is accepted", () => {
    expect(parseResultsFile(`\ufeff${JSON.stringify(base)}`).ok).toBe(true);
  });
});
