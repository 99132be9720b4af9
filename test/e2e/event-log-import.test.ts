// Import → export is lossless (docs/rules.md §6): for every fixture, `handsdown export` of the
// imported event prints the same text as the results-file export of the original (same players,
// games, scores, standings), on a real SQLite file and a real PostgreSQL — and its standings are
// the fixture's hand-computed ones (`*.expected.json`), not only the program's own.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { computeEventStandings } from "../../src/core/event-standings.js";
import { exportResultsFile } from "../../src/core/results-file/export.js";
import { parseResultsFile } from "../../src/core/results-file/parse.js";
import { scoreEvent } from "../../src/core/scored-event/score-event.js";
import { makeSharedTestDatabase } from "../../src/store/postgres/test-database.js";
import { runCli } from "../cli-harness.js";

const fixturesDir = join(import.meta.dirname, "..", "fixtures");
const fixtures = readdirSync(fixturesDir).filter(
  (name) => name.endsWith(".json") && !name.endsWith(".expected.json"),
);

/** What exporting the original file prints: the baseline the round trip must reproduce. */
function exportOfOriginal(path: string): string {
  const file = parseResultsFile(readFileSync(path, "utf8"));
  if (!file.ok) throw new Error(file.error.message);
  const scored = scoreEvent(file.value);
  if (!scored.ok) throw new Error(scored.error.message);
  const standings = computeEventStandings(scored.value);
  if (!standings.ok) throw new Error(standings.error.message);
  return `${JSON.stringify(exportResultsFile(scored.value, standings.value), null, 2)}\n`;
}

const dir = mkdtempSync(join(tmpdir(), "handsdown-event-log-"));
const database = makeSharedTestDatabase("handsdown_event_log");
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await database.drop();
});

const backends: { name: string; db: () => Promise<string> }[] = [
  { name: "SQLite file", db: async () => join(dir, "events.db") },
  { name: "PostgreSQL", db: async () => (await database.get()).url },
];

for (const backend of backends) {
  describe(`handsdown import / export / list on ${backend.name} (docs/rules.md §6, the contracts in docs/architecture.md)`, () => {
    for (const name of fixtures) {
      it(`${name}: import then export gives the same text as the original's export`, async () => {
        const db = await backend.db();
        const path = join(fixturesDir, name);
        const imported = await runCli(["import", path, "--db", db]);
        expect(imported.stderr).toBe("");
        expect(imported.code).toBe(0);
        const id = imported.stdout.trim();
        expect(id).toMatch(/^[a-z0-9-]+$/);
        const exported = await runCli(["export", id, "--db", db]);
        expect(exported.code).toBe(0);
        expect(exported.stdout).toBe(exportOfOriginal(path));
        // The round trip alone would carry a scoring bug through unseen; the exported
        // standings must also be the ones computed by hand for the fixture (K1, K2).
        const expected = JSON.parse(readFileSync(path.replace(/\.json$/, ".expected.json"), "utf8")) as {
          standings: { rank: number; id: string; vp: number; diff: number }[];
        };
        const { standings } = JSON.parse(exported.stdout) as { standings: Record<string, unknown>[] };
        expect(standings.map(({ rank, id, vp, diff }) => ({ rank, id, vp, diff }))).toEqual(
          expected.standings,
        );
        // Exporting the export and importing it again changes nothing either.
        const again = join(dir, `again-${backend.name.replace(/\W/g, "")}-${name}`);
        writeFileSync(again, exported.stdout);
        const second = await runCli(["import", again, "--db", db]);
        expect(second.code).toBe(0);
        expect((await runCli(["export", second.stdout.trim(), "--db", db])).stdout).toBe(exported.stdout);
      });
    }

    it("list --json names every event with its players and games", async () => {
      const db = await backend.db();
      const listed = await runCli(["list", "--db", db, "--json"]);
      expect(listed.code).toBe(0);
      const { events } = JSON.parse(listed.stdout) as { events: Record<string, unknown>[] };
      const trek = events.find((e) => e.name === "Sector 001 Open");
      expect(trek).toMatchObject({
        date: "2026-03-14",
        game: "stccg1e",
        rules: "stccg-decipher-6.99",
        players: 16,
        games: 64,
      });
      expect(Object.keys(trek!)).toEqual(["id", "name", "date", "game", "rules", "players", "games"]);
    });

    it("an unknown event id exits 1", async () => {
      const result = await runCli(["export", "no-such-event", "--db", await backend.db()]);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('no event "no-such-event"');
    });

    it("a bad file exits 1 naming the field and the rule, and writes nothing", async () => {
      const db = await backend.db();
      const before = JSON.parse((await runCli(["list", "--db", db, "--json"])).stdout) as {
        events: unknown[];
      };
      const bad = join(dir, "bad.json");
      writeFileSync(
        bad,
        JSON.stringify({
          format: "handsdown-results",
          version: 1,
          event: { name: "X", date: "2026-01-01", game: "swccg" },
          players: [{ id: "a" }, { id: "b" }],
          games: [
            {
              round: 1,
              game: 1,
              players: [{ id: "a" }, { id: "b" }],
              result: { end: "full", winner: "a", lifeForce: 1000 },
            },
          ],
        }),
      );
      const result = await runCli(["import", bad, "--db", db]);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/games\[0\]\.result\.lifeForce: .*\(S1\)/);
      const after = JSON.parse((await runCli(["list", "--db", db, "--json"])).stdout) as {
        events: unknown[];
      };
      expect(after.events).toHaveLength(before.events.length);
    });
  });
}

describe("DATABASE_URL selects PostgreSQL when no --db is given (docs/architecture.md)", () => {
  it("import, list and export through DATABASE_URL", async () => {
    const { url } = await database.get();
    const saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = url;
    try {
      const path = join(fixturesDir, "star-wars-10-players.json");
      const imported = await runCli(["import", path]);
      expect(imported.code).toBe(0);
      const listed = JSON.parse((await runCli(["list", "--json"])).stdout) as { events: { id: string }[] };
      expect(listed.events.map((e) => e.id)).toContain(imported.stdout.trim());
      expect((await runCli(["export", imported.stdout.trim()])).stdout).toBe(exportOfOriginal(path));
    } finally {
      if (saved === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = saved;
    }
  });
});
