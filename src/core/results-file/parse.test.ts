import { describe, expect, it } from "vitest";
import { formatError } from "../errors.js";
import { makeEvent, win } from "../standings/test-event.js";
import { checkResultsFile, parseResultsFile } from "./parse.js";

const base = makeEvent(["alice", "bob"], [win("alice", "bob", 10)]);
const errorOf = (value: unknown): string => {
  const result = checkResultsFile(typeof value === "string" ? value : JSON.stringify(value));
  if (result.ok) throw new Error("expected an error");
  return formatError(result.error);
};

describe("results file parsing (docs/rules.md §6): errors name the JSON path, the problem and the rule", () => {
  it("accepts a valid file", () => {
    expect(parseResultsFile(JSON.stringify(base)).ok).toBe(true);
  });

  it("not JSON, not a results file, a future version", () => {
    expect(errorOf("{oops")).toMatch(/^not valid JSON/);
    expect(errorOf({ hello: 1 })).toBe(
      'format: expected "handsdown-results"; this is not a Hands Down results file (docs/rules.md §6)',
    );
    expect(errorOf({ ...base, version: 2 })).toContain(
      "version: this program reads results files of version 1",
    );
  });

  it("envelope errors name the path", () => {
    expect(errorOf({ ...base, event: { ...base.event, game: "magic" } })).toBe(
      'event.game: expected one of "swccg", "stccg1e", "stccg2e", "yj", "ote" (docs/rules.md §6)',
    );
    expect(errorOf({ ...base, event: { ...base.event, rules: "swccg-pc-9" } })).toContain(
      "event.rules: expected",
    );
    expect(errorOf({ ...base, games: [{ ...base.games[0], round: "one" }] })).toBe(
      "games[0].round: expected a whole round number more than 0, got text (docs/rules.md §6)",
    );
    expect(errorOf({ ...base, players: [{ id: "alice", nick: "al" }, { id: "bob" }] })).toBe(
      'players[0]: unknown field "nick" (docs/rules.md §6)',
    );
  });

  it("a profile that is not for the event's game", () => {
    expect(errorOf({ ...base, event: { ...base.event, rules: "yj-decipher-6.99" } })).toContain(
      'event.rules: profile "yj-decipher-6.99" is not for game "swccg"',
    );
  });

  it("result errors carry the full path: games[3].result.lifeForce", () => {
    const games = [
      win("alice", "bob", 1),
      win("alice", "bob", 2),
      win("alice", "bob", 3),
      win("alice", "bob", -4),
    ].map((g, i) => ({ ...g, round: i + 1, game: 1 }));
    expect(errorOf({ ...base, games })).toBe(
      "games[3].result.lifeForce: expected a whole number 0..999 (S1)",
    );
  });

  it("player IDs: not registered, twice in one game, registered twice", () => {
    expect(
      errorOf({ ...base, games: [{ ...base.games[0], players: [{ id: "alice" }, { id: "carol" }] }] }),
    ).toBe('games[0].players[1].id: player "carol" is not registered in players (R2)');
    expect(
      errorOf({ ...base, games: [{ ...base.games[0], players: [{ id: "alice" }, { id: "alice" }] }] }),
    ).toBe('games[0].players: player "alice" is listed twice in one game (docs/rules.md §6)');
    expect(errorOf({ ...base, players: [{ id: "alice" }, { id: "alice" }] })).toBe(
      'players[1].id: player ID "alice" is already used by players[0] (R1)',
    );
  });

  it("negative Life Force, Life Force above the input bound (999), an undecided Star Wars true tie", () => {
    expect(
      errorOf({
        ...base,
        games: [{ ...base.games[0], result: { end: "time", lifeForce: { alice: -2, bob: 3 } } }],
      }),
    ).toBe("games[0].result.lifeForce.alice: expected a whole number 0..999 (S3)");
    expect(
      errorOf({
        ...base,
        games: [{ ...base.games[0], result: { end: "full", winner: "bob", lifeForce: 1000 } }],
      }),
    ).toBe("games[0].result.lifeForce: expected a whole number 0..999 (S1)");
    expect(errorOf({ ...base, games: [{ ...base.games[0], result: { end: "tie" } }] })).toContain(
      "games[0].result: a true tie needs the Lost Pile or hand counts",
    );
  });
});
