// "Messages that say the truth": a refused result says what it got. `"end": 5` was
// answered "got null", and `"winner": null` "is missing" (zod v4 leaves the value out of its
// issues unless asked); both named a value the TD did not write.
import { describe, expect, it } from "vitest";
import { formatError } from "../errors.js";
import { checkResultsFile } from "../results-file/parse.js";
import { makeEvent, win } from "../standings/test-event.js";

const base = makeEvent(["alice", "bob"], [win("alice", "bob", 10)]);
const game0 = base.games[0]!;

function errorWith(result: unknown, event: Record<string, unknown> = {}): string {
  const file = { ...base, event: { ...base.event, ...event }, games: [{ ...game0, result }] };
  const checked = checkResultsFile(JSON.stringify(file));
  if (checked.ok) throw new Error("expected an error");
  return formatError(checked.error);
}

describe("result messages name what the file holds", () => {
  it("docs/rules.md §6: an `end` that is not text says what it is, for Star Wars, Star Trek and Young Jedi", () => {
    expect(errorWith({ end: 5, winner: "alice", lifeForce: 3 })).toBe(
      'games[0].result.end: expected "full", "time", "tie", "quit", "bye" or "earned-bye" for Star Wars, got a whole number (docs/rules.md §6)',
    );
    expect(errorWith({ end: null })).toMatch(/for Star Wars, got null \(docs\/rules.md §6\)$/);
    expect(errorWith({ winner: "alice" })).toMatch(/for Star Wars, got nothing \(docs\/rules.md §6\)$/);
    expect(errorWith({ end: "won" })).toMatch(/for Star Wars, got "won" \(docs\/rules.md §6\)$/);
    expect(errorWith({ end: [] }, { game: "stccg1e", rules: "stccg-decipher-6.99" })).toMatch(
      /for Star Trek, got a list \(docs\/rules.md §6\)$/,
    );
    expect(errorWith({ end: true }, { game: "yj", rules: "yj-decipher-6.99" })).toMatch(
      /for Young Jedi, got true \(docs\/rules.md §6\)$/,
    );
  });

  it("S1: a winner of null is null, not missing; a missing winner is missing", () => {
    expect(errorWith({ end: "full", winner: null, lifeForce: 3 })).toBe(
      "games[0].result.winner: expected text, got null (S1)",
    );
    expect(errorWith({ end: "full", lifeForce: 3 })).toBe(
      "games[0].result.winner: is missing (expected text) (S1)",
    );
  });

  it("S3: a Life Force of the wrong kind in a per-player map says what it got", () => {
    const message = errorWith({ end: "time", lifeForce: { alice: "ten", bob: 3 } });
    expect(message).toMatch(/^games\[0\]\.result\.lifeForce\.alice: /);
    expect(message).not.toMatch(/Invalid input|received|is missing/);
  });
});
