// Every map keyed by user data is safe. A player ID is any unique string (docs/rules.md §6),
// so `__proto__`, `constructor` or `toString` as an ID must score, rank, pair and export
// exactly as any other name would. Property: renaming every player of a real event to arbitrary
// strings changes the standings, the next pairing and the export by the rename and nothing else.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeEventStandings, toStandingsJson } from "../event-standings.js";
import { pairNext } from "../pairing/index.js";
import { exportResultsFile } from "./export.js";
import { checkResultsFile, parseResultsFile } from "./parse.js";
import type { ResultsFile } from "./schema.js";
import type { ScoredEvent } from "../scored-event/score-event.js";

const fixture = (name: string): ResultsFile =>
  JSON.parse(
    readFileSync(resolve(import.meta.dirname, "../../../test/fixtures", name), "utf8"),
  ) as ResultsFile;

/** Names that collide with what every plain object inherits. */
const HOSTILE = [
  "__proto__",
  "constructor",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "prototype",
  "__defineGetter__",
];

/** Any ID the parser accepts: no control or formatting characters (schema.ts). */
const anyId = fc
  .string({ minLength: 1, maxLength: 12, unit: "grapheme" })
  .filter((s) => !/[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u.test(s));

/**
 * Renames an ID, or every ID inside a text (pairing traces, score explanations), in one pass.
 * The fixtures' IDs (`lukeskywalker010170`) are never part of one another or of other words.
 */
function renamer(ids: readonly string[], names: readonly string[]): (text: string) => string {
  const map = new Map(ids.map((id, i) => [id, names[i]!]));
  const anyOf = new RegExp([...ids].sort((a, b) => b.length - a.length).join("|"), "g");
  return (text) => map.get(text) ?? text.replace(anyOf, (id) => map.get(id)!);
}

/** Renames every player ID in a value: object keys and string values alike (JSON only). */
function renameDeep(value: unknown, rename: (id: string) => string): unknown {
  if (typeof value === "string") return rename(value);
  if (Array.isArray(value)) return value.map((v) => renameDeep(v, rename));
  if (typeof value === "object" && value !== null) {
    // Object.fromEntries defines own properties, so a `__proto__` key stays a key.
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [rename(k), renameDeep(v, rename)]));
  }
  return value;
}

function scored(text: string): ScoredEvent {
  const event = checkResultsFile(text);
  if (!event.ok) throw new Error(`${event.error.field}: ${event.error.message}`);
  return event.value;
}

/** Standings rows, the next pairing and the exported file of an event, as JSON values. */
function outcome(file: ResultsFile): { standings: unknown; pairing: unknown; exported: string } {
  // Through the text, as every interface reads it: JSON.parse keeps `__proto__` as a key.
  const event = scored(JSON.stringify(file));
  const standings = computeEventStandings(event);
  if (!standings.ok) throw new Error(standings.error.message);
  const pairing = pairNext(event);
  const exported = JSON.stringify(exportResultsFile(event, standings.value));
  return {
    standings: toStandingsJson(standings.value),
    pairing: pairing.ok ? pairing.value : pairing.error,
    exported,
  };
}

describe("IDs and per-player result keys are safe map keys (docs/rules.md §6, R1)", () => {
  for (const name of ["star-wars-10-players.json", "star-trek-16-players.json"]) {
    const original = fixture(name);
    const ids = original.players.map((p) => p.id);
    const expected = outcome(original);

    it(`${name}: arbitrary strings as IDs change standings (K1–K5), pairing (P2, A1) and export only by the rename`, () => {
      const names = fc
        .uniqueArray(fc.oneof(fc.constantFrom(...HOSTILE), anyId), {
          minLength: ids.length,
          maxLength: ids.length,
        })
        // Names that are also original IDs or result words ("full", "time") would make the
        // deep rename ambiguous, not the program wrong.
        .filter((list) =>
          list.every((n) => !ids.includes(n) && !/^(full|time|tie|bye|deck-out|dark|light)$/.test(n)),
        );
      fc.assert(
        fc.property(names, (list) => {
          const rename = renamer(ids, list);
          const renamed = renameDeep(original, rename) as ResultsFile;
          const actual = outcome(renamed);
          expect(actual.standings).toEqual(renameDeep(expected.standings, rename));
          expect(actual.pairing).toEqual(renameDeep(expected.pairing, rename));
          // The export imports again (docs/rules.md §6: import then export yields the same file).
          expect(parseResultsFile(actual.exported).ok).toBe(true);
          expect(JSON.parse(actual.exported)).toEqual(renameDeep(JSON.parse(expected.exported), rename));
        }),
        { numRuns: 25, examples: [[[...HOSTILE, ...ids.slice(HOSTILE.length).map((id) => `${id}-x`)]]] },
      );
    });
  }

  it('a "__proto__" key naming no player of the game is refused like any other unknown key (S3)', () => {
    const file = fixture("star-wars-10-players.json");
    const [a, b] = [file.players[0]!.id, file.players[1]!.id];
    const text = JSON.stringify({
      ...file,
      games: [
        {
          round: 1,
          game: 1,
          players: [{ id: a }, { id: b }],
          result: { end: "time", lifeForce: { [a]: 12, [b]: 5 } },
        },
      ],
    }).replace(`"${b}":5`, '"__proto__":5');
    const event = checkResultsFile(text);
    expect(event.ok).toBe(false);
    if (!event.ok) expect(event.error.field).toBe("games[0].result.lifeForce.__proto__");
  });
});
