// The ratings database (L1–L5) on a real SQLite file and a real PostgreSQL — the hand-computed
// three-event season of src/core/ratings/rebuild.test.ts imported in every order, duplicates,
// late files, merges, unsanctioned events.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openRatings } from "./open-ratings.js";
import { prepareImport } from "./prepare-import.js";
import type { ResultsFile } from "../../core/results-file/schema.js";
import { deckOut, full, makeFile, trueTie } from "../../core/ratings/test-files.js";
import { makeSharedTestDatabase } from "../../store/postgres/test-database.js";
import {
  importEvents,
  leaderboard,
  listEvents,
  mergePlayers,
  playerHistory,
  rebuildAll,
} from "../../store/ratings/ratings-store.js";
import type { RatingsDb } from "../../store/ratings/sql-db.js";

// The season of rebuild.test.ts: A 1598, B 1532, C 1570, D 1511 (arithmetic written there).
const e1 = makeFile(
  { date: "2026-03-01", options: { k: 128 } },
  ["A", "B", "C", "D"],
  [
    [1, ["A", "B"], full("A", "B")],
    [1, ["C", "D"], full("C", "D")],
    [2, ["A", "C"], full("A", "C")],
    [2, ["B", "D"], deckOut("B", "D")],
  ],
);
const e2 = makeFile(
  { date: "2026-03-08" },
  ["A", "B", "C", "D"],
  [
    [1, ["D", "A"], full("D", "A")],
    [1, ["C", "B"], deckOut("C", "B")],
  ],
);
const e3 = makeFile(
  { date: "2026-03-15", options: { level: "worlds" } },
  ["A", "B", "C", "D", "E"],
  [
    [1, ["C", "A"], full("C", "A")],
    [1, ["B", "D"], trueTie("B", "D")],
    [2, ["E", "D"], { end: "quit", quitter: "E", differential: 0, beforePlay: true }],
    [2, ["B"], { end: "bye" }],
    [2, ["A", "C"], deckOut("A", "C")],
  ],
);
const EXPECTED = { A: 1598, B: 1532, C: 1570, D: 1511 };

function prepared(...files: ResultsFile[]) {
  const result = prepareImport(
    files.map((file, i) => ({ source: `file${i}.json`, text: JSON.stringify(file) })),
  );
  if (!result.ok) throw new Error(`${result.source}: ${result.message}`);
  return result.events;
}

async function ratingsIn(db: RatingsDb): Promise<Record<string, number>> {
  const board = await leaderboard(db, "stccg1e/constructed");
  return Object.fromEntries((board.pools["stccg1e/constructed"] ?? []).map((e) => [e.id, e.rating]));
}

async function historyRows(db: RatingsDb): Promise<unknown[]> {
  return db.all(
    "SELECT pool, seq, event_id, player, opponent, rating_before, rating_after, change, result, why FROM ratings_history ORDER BY pool, seq",
  );
}

const dir = mkdtempSync(join(tmpdir(), "handsdown-ratings-"));
const database = makeSharedTestDatabase("handsdown_ratings");
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await database.drop();
});

let counter = 0;
const backends: { name: string; open: () => Promise<RatingsDb> }[] = [
  { name: "SQLite file", open: () => openRatings({ db: join(dir, `ratings-${++counter}.db`) }) },
  {
    name: "PostgreSQL",
    open: async () => {
      const db = await openRatings({ db: (await database.get()).url });
      // One database for the file: start each test from empty tables.
      for (const table of [
        "ratings_events",
        "ratings_merges",
        "ratings_players",
        "ratings_history",
        "ratings_current",
      ])
        await db.run(`DELETE FROM ${table}`);
      return db;
    },
  },
];

describe.each(backends)("ratings database on $name", ({ open }) => {
  it("L5: a season imported in one call gives the hand-computed ratings, with a leaderboard in rating order", async () => {
    const db = await open();
    try {
      const report = await importEvents(db, prepared(e3, e1, e2));
      expect(report.added).toHaveLength(3);
      expect(await ratingsIn(db)).toEqual(EXPECTED);
      const board = await leaderboard(db);
      expect(
        board.pools["stccg1e/constructed"]!.map((e) => [e.rank, e.id, e.name, e.rating, e.games]),
      ).toEqual([
        [1, "A", "Player A", 1598, 5],
        [2, "C", "Player C", 1570, 5],
        [3, "B", "Player B", 1532, 3],
        [4, "D", "Player D", 1511, 3],
      ]);
    } finally {
      await db.close();
    }
  });

  it("L5: files imported one at a time in any order (late files from earlier dates) equal a full rebuild", async () => {
    for (const order of [
      [e3, e1, e2],
      [e2, e3, e1],
      [e1, e2, e3],
    ]) {
      const db = await open();
      try {
        for (const file of order) await importEvents(db, prepared(file));
        expect(await ratingsIn(db)).toEqual(EXPECTED);
        const incremental = await historyRows(db);
        await db.transaction((tx) => rebuildAll(tx));
        expect(await historyRows(db)).toEqual(incremental);
        expect(await ratingsIn(db)).toEqual(EXPECTED);
      } finally {
        await db.close();
      }
    }
  });

  it("the same event twice (another file name, keys reordered, exported scores added) changes nothing and says so", async () => {
    const db = await open();
    try {
      await importEvents(db, prepared(e1, e2));
      const before = await historyRows(db);
      const { format, version, games, players, event } = e1;
      const reordered = {
        players,
        event,
        games: games.map((g) => ({ ...g, score: [] })),
        standings: [],
        version,
        format,
      } as ResultsFile;
      const report = await importEvents(db, prepared(reordered, e2));
      expect(report.added).toEqual([]);
      expect(report.duplicates.map((e) => e.date)).toEqual(["2026-03-01", "2026-03-08"]);
      expect(await historyRows(db)).toEqual(before);
      // twice in one call: once
      const db2 = await open();
      try {
        const twice = await importEvents(db2, prepared(e3, e3));
        expect([twice.added.length, twice.duplicates.length]).toEqual([1, 1]);
      } finally {
        await db2.close();
      }
    } finally {
      await db.close();
    }
  });

  it("merge OLD NEW joins a misspelt ID and rebuilds; the history shows the merged games", async () => {
    const db = await open();
    try {
      const misspelt = makeFile(
        { date: "2026-03-08" },
        ["A", "B", "C", "Dee"],
        [
          [1, ["Dee", "A"], full("Dee", "A")],
          [1, ["C", "B"], deckOut("C", "B")],
        ],
      );
      await importEvents(db, prepared(e1, misspelt, e3));
      expect(await ratingsIn(db)).not.toEqual(EXPECTED);
      expect(await mergePlayers(db, "Dee", "Nobody")).toMatchObject({ ok: false, field: "NEW" });
      expect(await mergePlayers(db, "Dee", "D")).toEqual({ ok: true, into: "D" });
      expect(await ratingsIn(db)).toEqual(EXPECTED);
      expect(await mergePlayers(db, "D", "Dee")).toMatchObject({ ok: false, field: "NEW" });
      const d = await playerHistory(db, "Dee");
      expect(d?.id).toBe("D");
      expect(d?.mergedIds).toEqual(["Dee"]);
      // D: E1 loses twice (no loss below 1600), E2 beats A (+11); E3: tie and quit unrated.
      expect(d?.history.map((h) => [h.date, h.opponent, h.result, h.before, h.after])).toEqual([
        ["2026-03-01", "C", "loss", 1500, 1500],
        ["2026-03-01", "B", "modified loss", 1500, 1500],
        ["2026-03-08", "A", "win", 1500, 1511],
      ]);
    } finally {
      await db.close();
    }
  });

  it("a player's history explains every change, oldest first; an unknown ID is undefined", async () => {
    const db = await open();
    try {
      await importEvents(db, prepared(e1, e2, e3));
      const a = await playerHistory(db, "A");
      expect(a?.ratings).toEqual({ "stccg1e/constructed": { rating: 1598, games: 5 } });
      expect(a?.history.map((h) => h.after)).toEqual([1564, 1628, 1617, 1581, 1598]);
      expect(a?.history[4]).toMatchObject({
        event: "Event 2026-03-15",
        opponent: "C",
        opponentName: "Player C",
        change: 17,
        why: "L2: 1581 vs 1604, K 64, EW 0.467, PA 30 → +17 (modified win: half of 34)",
      });
      expect(await playerHistory(db, "nobody")).toBeUndefined();
      expect((await playerHistory(db, "E"))?.history).toEqual([]);
    } finally {
      await db.close();
    }
  });

  it("L1: an unsanctioned event is kept with a note and rates nobody", async () => {
    const db = await open();
    try {
      const friendly = makeFile(
        { date: "2026-04-01", sanctioned: false },
        ["A", "B"],
        [[1, ["A", "B"], full("A", "B")]],
      );
      const report = await importEvents(db, prepared(friendly));
      expect(report.added).toHaveLength(1);
      const [event] = await listEvents(db);
      expect(event).toMatchObject({
        pool: null,
        note: "L1: not a sanctioned event (DEC I.C); kept, not rated",
      });
      expect(await leaderboard(db)).toEqual({ pools: {} });
    } finally {
      await db.close();
    }
  });

  it("an import that fails half-way stores nothing (one transaction)", async () => {
    const db = await open();
    try {
      const events = prepared(e1, e2);
      const broken = [...events, { ...events[0]!, event: { ...events[0]!.event, id: "x", k: Number.NaN } }];
      await expect(importEvents(db, broken)).rejects.toThrow();
      expect(await listEvents(db)).toEqual([]);
      expect(await historyRows(db)).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
