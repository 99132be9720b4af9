// The ratings (L1–L5) end to end: a rating body imports a season of results files from several TDs, in any
// order, and publishes leaderboards and player histories — through the CLI, on a SQLite file and
// on PostgreSQL. The season is the hand-computed one of src/core/ratings/rebuild.test.ts
// (A 1598, C 1570, B 1532, D 1511; the arithmetic is written there).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { deckOut, full, makeFile, trueTie } from "../../src/core/ratings/test-files.js";
import { makeSharedTestDatabase } from "../../src/store/postgres/test-database.js";
import { runCli } from "../cli-harness.js";

const dir = mkdtempSync(join(tmpdir(), "handsdown-ratings-cli-"));
const database = makeSharedTestDatabase("handsdown_ratings_cli");
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await database.drop();
});

function write(name: string, value: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(value, null, 2));
  return path;
}

const e1 = write(
  "north-td-march-1.json",
  makeFile(
    { date: "2026-03-01", name: "North Open", options: { k: 128 } },
    ["A", "B", "C", "Dee"],
    [
      [1, ["A", "B"], full("A", "B")],
      [1, ["C", "Dee"], full("C", "Dee")],
      [2, ["A", "C"], full("A", "C")],
      [2, ["B", "Dee"], deckOut("B", "Dee")],
    ],
  ),
);
const e2 = write(
  "south-td-march-8.json",
  makeFile(
    { date: "2026-03-08", name: "South Local" },
    ["A", "B", "C", "D"],
    [
      [1, ["D", "A"], full("D", "A")],
      [1, ["C", "B"], deckOut("C", "B")],
    ],
  ),
);
const e3 = write(
  "worlds.json",
  makeFile(
    { date: "2026-03-15", name: "Worlds", options: { level: "worlds" } },
    ["A", "B", "C", "D", "E"],
    [
      [1, ["C", "A"], full("C", "A")],
      [1, ["B", "D"], trueTie("B", "D")],
      [2, ["E", "D"], { end: "quit", quitter: "E", differential: 0, beforePlay: true }],
      [2, ["B"], { end: "bye" }],
      [2, ["A", "C"], deckOut("A", "C")],
    ],
  ),
);
const friendly = write(
  "friendly.json",
  makeFile(
    { date: "2026-03-20", name: "Friendly", sanctioned: false },
    ["A", "B"],
    [[1, ["A", "B"], full("B", "A")]],
  ),
);
const bad = write(
  "bad.json",
  makeFile({ date: "2026-03-22", name: "Bad" }, ["A", "B"], [[1, ["A", "Z"], full("A", "Z")]]),
);

const backends = [
  { name: "SQLite file", db: async () => join(dir, "ratings.db") },
  { name: "PostgreSQL", db: async () => (await database.get()).url },
];

describe.each(backends)("handsdown ratings on $name", ({ db }) => {
  it("imports a season in any order, refuses a bad file whole, says so for a duplicate, merges, shows", async () => {
    const url = await db();
    const ratings = (...args: string[]) => runCli(["ratings", ...args, "--db", url]);

    // Worlds first, then the earliest event: a late file from an earlier date recomputes.
    const first = await ratings("import", e3, friendly);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain(
      `${e3}: imported "Worlds" (2026-03-15) into stccg1e/constructed, K 64, 2 games rated; unrated: 1 true tie, 1 quit before play, 1 bye`,
    );
    expect(first.stdout).toContain(
      `${friendly}: kept "Friendly" (2026-03-20), not rated: L1: not a sanctioned event (DEC I.C); kept, not rated`,
    );

    const jsonAgain = await ratings("import", e3, "--json");
    expect(jsonAgain.code).toBe(0);
    expect(JSON.parse(jsonAgain.stdout)).toEqual({
      added: [],
      duplicates: [
        { id: expect.stringMatching(/^[0-9a-f]{64}$/), source: e3, name: "Worlds", date: "2026-03-15" },
      ],
    });

    const refused = await ratings("import", e1, bad);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe("");
    expect(refused.stderr).toBe(
      `handsdown: ${bad}: games[0].players[1].id: player "Z" is not registered in players (R2); nothing imported\n`,
    );

    expect((await ratings("import", e1, e2)).code).toBe(0);
    // The same event under another name, re-exported with keys in another order: nothing changes.
    const copy = write("copy-of-north.json", reExported(e1));
    const again = await ratings("import", copy);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain(`${copy}: "North Open" (2026-03-01) is already imported; nothing changed`);

    // Dee is D misspelt: before the merge D and Dee are two players.
    const split = JSON.parse((await ratings("show", "--json")).stdout) as {
      pools: Record<string, { id: string }[]>;
    };
    expect(split.pools["stccg1e/constructed"]!.map((p) => p.id).sort()).toEqual(["A", "B", "C", "D", "Dee"]);
    const merged = await ratings("merge", "Dee", "D");
    expect(merged).toMatchObject({ code: 0, stdout: `"Dee" merged into "D"; every pool rebuilt\n` });
    expect((await ratings("merge", "Dee", "D")).code).toBe(1);

    const shown = await ratings("show", "--json");
    expect(JSON.parse(shown.stdout)).toEqual({
      pools: {
        "stccg1e/constructed": [
          { rank: 1, id: "A", name: "Player A", rating: 1598, games: 5 },
          { rank: 2, id: "C", name: "Player C", rating: 1570, games: 5 },
          { rank: 3, id: "B", name: "Player B", rating: 1532, games: 3 },
          { rank: 4, id: "D", name: "Player D", rating: 1511, games: 3 },
        ],
      },
    });

    const table = await ratings("show", "--pool", "stccg1e/constructed");
    expect(table.stdout.split("\n").slice(0, 4)).toEqual([
      "stccg1e/constructed",
      "",
      "Rank  Name      ID  Rating  Games",
      "----  --------  --  ------  -----",
    ]);
    expect(table.stdout).toContain("   1  Player A  A     1598      5");

    const unknownPool = await ratings("show", "--pool", "chess/blitz");
    expect(unknownPool.code).toBe(1);
    expect(unknownPool.stderr).toMatch(/^handsdown: --pool: unknown pool "chess\/blitz"/);

    const player = await ratings("player", "D", "--json");
    const history = JSON.parse(player.stdout) as { id: string; history: Record<string, unknown>[] };
    expect(history.id).toBe("D");
    expect(
      history.history.map((h) => [h.event, h.date, h.pool, h.opponent, h.before, h.after, h.change]),
    ).toEqual([
      ["North Open", "2026-03-01", "stccg1e/constructed", "C", 1500, 1500, 0],
      ["North Open", "2026-03-01", "stccg1e/constructed", "B", 1500, 1500, 0],
      ["South Local", "2026-03-08", "stccg1e/constructed", "A", 1500, 1511, 11],
    ]);
    expect(history.history[2]!.why).toBe("L2: 1500 vs 1628, K 16, EW 0.324, PA 5 → +11");

    const human = await ratings("player", "A");
    expect(human.stdout).toContain("Player A (A)\nstccg1e/constructed: 1598 after 5 rated game(s)");

    const nobody = await ratings("player", "nobody");
    expect(nobody).toMatchObject({ code: 1, stdout: "" });

    const exported = JSON.parse((await ratings("export")).stdout) as {
      format: string;
      events: unknown[];
      games: unknown[];
    };
    expect(exported.format).toBe("handsdown-ratings");
    expect(exported.events).toHaveLength(4);
    expect(exported.games).toHaveLength(2 * (4 + 2 + 2));
  });
});

/** The file as another program might re-export it: keys in reverse order, each game's derived `score` added. */
function reExported(path: string): unknown {
  const value = JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown> & {
    games: Record<string, unknown>[];
  };
  const games = value.games.map((g) => ({
    score: [{ id: "A", vp: 2, diff: 60 }],
    ...Object.fromEntries(Object.entries(g).reverse()),
  }));
  return Object.fromEntries(Object.entries({ ...value, games }).reverse());
}

describe("handsdown ratings import of many files", () => {
  const many = Array.from({ length: 10 }, (_, i) =>
    write(
      `club-night-${i}.json`,
      makeFile(
        { date: `2026-04-${String(i + 1).padStart(2, "0")}`, name: "Club night" },
        ["A", "B"],
        [[1, ["A", "B"], full(i % 2 === 0 ? "A" : "B", i % 2 === 0 ? "B" : "A")]],
      ),
    ),
  );

  async function withTty<T>(work: () => Promise<T>): Promise<T> {
    const was = process.stderr.isTTY;
    process.stderr.isTTY = true;
    try {
      return await work();
    } finally {
      process.stderr.isTTY = was;
    }
  }

  it("shows a progress bar on stderr when it is a terminal, and none with --no-progress", async () => {
    const shown = await withTty(() => runCli(["ratings", "import", ...many, "--db", join(dir, "many-1.db")]));
    expect(shown.code).toBe(0);
    expect(shown.stderr).toContain("reading results files");
    expect(shown.stderr).toContain("10/10");
    expect(shown.stdout).toContain("10 event(s) imported");
    const hidden = await withTty(() =>
      runCli(["ratings", "import", ...many, "--no-progress", "--db", join(dir, "many-2.db")]),
    );
    expect(hidden).toMatchObject({ code: 0, stderr: "" });
  });

  it("shows no progress bar when stderr is not a terminal", async () => {
    const run = await runCli(["ratings", "import", ...many, "--db", join(dir, "many-3.db")]);
    expect(run).toMatchObject({ code: 0, stderr: "" });
  });
});

describe("handsdown ratings import of an exported event imported from the Players Committee's files", () => {
  it("matches its players by name, and --players maps one of them to his R1 ID", async () => {
    const db = join(dir, "pc-export.db");
    const imported = await runCli([
      "import",
      "--from",
      "swccg-pc",
      "--sanctioned",
      "examples/swccg-pc/endor-moon-open.json",
      "--db",
      db,
    ]);
    expect(imported.code, imported.stderr).toBe(0);
    const exported = await runCli(["export", imported.stdout.trim(), "--db", db]);
    expect(exported.code, exported.stderr).toBe(0);
    const file = join(dir, "endor-export.json");
    writeFileSync(file, exported.stdout);
    const mapping = join(dir, "pc-players.csv");
    writeFileSync(mapping, "pc id,player id\n00000000-0000-4000-8000-000000000001,reidsample010180\n");
    const rated = await runCli(["ratings", "import", file, "--players", mapping, "--db", db, "--json"]);
    expect(rated.code, rated.stderr).toBe(0);
    const board = JSON.parse((await runCli(["ratings", "show", "--db", db, "--json"])).stdout) as {
      pools: Record<string, { id: string }[]>;
    };
    expect(board.pools["swccg/constructed"]!.map((row) => row.id).sort()).toEqual([
      "anaplaceholder",
      "bendemo",
      "cyinvented",
      "reidsample010180",
      "tomexample",
    ]);
  });
});
