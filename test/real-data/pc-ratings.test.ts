// The Players Committee's season, rated: `ratings import --from swccg-pc` on the PC software's own
// files (../shared/real-data/pc-native, read in place) — the 24 real events, each person one
// player of the ratings whatever UUID each file gave him, the sealed event in the sealed pool,
// likely duplicates listed and merged from a CSV of pairs.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCli } from "../cli-harness.js";
import { loadPcEvents, REAL_DATA_DIR, type PcEvent } from "./pc-events.js";

const NATIVE_DIR = path.join(REAL_DATA_DIR, "pc-native");
const isPresent = existsSync(NATIVE_DIR);
if (!isPresent) console.warn(`pc-ratings.test.ts skipped: ${NATIVE_DIR} is absent`);

describe.skipIf(!isPresent)("the Players Committee's season, rated (ratings import --from swccg-pc)", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "handsdown-pc-ratings-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const db = path.join(dir, "ratings.db");
  const files = isPresent
    ? loadPcEvents().map((event) => {
        const source = (event as PcEvent & { source: { path: string } }).source;
        return path.join(NATIVE_DIR, `${path.basename(source.path)}.json`);
      })
    : [];

  it("rates the 24 real events: one rating per person across files, the sealed event in the sealed pool", async () => {
    // Endor Grand Prix Consolation has no date: that of the Grand Prix it was the consolation of.
    const run = await runCli([
      "ratings",
      "import",
      "--from",
      "swccg-pc",
      ...files,
      "--date",
      "2016-05-28",
      "--no-progress",
      "--db",
      db,
      "--json",
    ]);
    expect(run.code, run.stderr).toBe(0);
    const added = (JSON.parse(run.stdout) as { added: { name: string; pool: string | null }[] }).added;
    expect(added).toHaveLength(24);
    expect(added.every((event) => event.pool !== null)).toBe(true);
    expect(added.find((event) => event.name === "Worlds Last Q Sealed")?.pool).toBe("swccg/sealed");
    // Chris Gogolen played at Coruscant, Texas Mini Worlds, both Worlds… under a new UUID each time.
    const player = JSON.parse(
      (await runCli(["ratings", "player", "chrisgogolen", "--db", db, "--json"])).stdout,
    ) as {
      history: { event: string }[];
    };
    expect(new Set(player.history.map((h) => h.event)).size).toBeGreaterThan(3);
  });

  it("the same files imported into the event log with --sanctioned, exported and rated give the same pools, players and ratings", async () => {
    // The contract of `import --from swccg-pc --sanctioned`: one person across PC files is one
    // player of the ratings (matched by name), whatever UUID each file gave him.
    const log = path.join(dir, "event-log.db");
    const imported = await runCli([
      "import",
      "--from",
      "swccg-pc",
      "--sanctioned",
      ...files,
      "--date",
      "2016-05-28",
      "--db",
      log,
      "--json",
    ]);
    expect(imported.code, imported.stderr).toBe(0);
    const ids = (JSON.parse(imported.stdout) as { events: { id: string }[] }).events.map((e) => e.id);
    expect(ids).toHaveLength(24);
    // One at a time: runCli captures this process's stdout.
    const exported: string[] = [];
    for (const [i, id] of ids.entries()) {
      const run = await runCli(["export", id, "--db", log]);
      expect(run.code, run.stderr).toBe(0);
      exported.push(path.join(dir, `exported-${i}.json`));
      writeFileSync(exported[i]!, run.stdout);
    }
    const rated = await runCli(["ratings", "import", ...exported, "--no-progress", "--db", log, "--json"]);
    expect(rated.code, rated.stderr).toBe(0);
    const show = async (database: string) =>
      JSON.parse((await runCli(["ratings", "show", "--db", database, "--json"])).stdout) as {
        pools: Record<string, { id: string; rating: number; games: number }[]>;
      };
    const direct = await show(db);
    const throughLog = await show(log);
    expect(Object.keys(throughLog.pools).sort()).toEqual(["swccg/constructed", "swccg/sealed"]);
    expect(throughLog).toEqual(direct);
    // The same events, not look-alikes: the direct import of the same files finds them all there.
    const again = await runCli([
      "ratings",
      "import",
      "--from",
      "swccg-pc",
      ...files,
      "--date",
      "2016-05-28",
      "--no-progress",
      "--db",
      log,
      "--json",
    ]);
    expect(again.code, again.stderr).toBe(0);
    const report = JSON.parse(again.stdout) as { added: unknown[]; duplicates: unknown[] };
    expect([report.added.length, report.duplicates.length]).toEqual([0, 24]);
  });

  it("lists likely duplicates, and merges many pairs from a CSV", async () => {
    const listed = JSON.parse((await runCli(["ratings", "duplicates", "--db", db, "--json"])).stdout) as {
      duplicates: { ids: string[] }[];
    };
    expect(listed.duplicates.map((d) => d.ids)).toEqual(
      expect.arrayContaining([
        ["mattcarulli", "matthewcarulli"],
        ["stevebrentson", "stevenbrentson"],
      ]),
    );
    const pairs = path.join(dir, "pairs.csv");
    writeFileSync(pairs, "old,new\nmattcarulli,matthewcarulli\nstevebrentson,stevenbrentson\n");
    const merged = await runCli(["ratings", "merge", "--pairs", pairs, "--db", db]);
    expect(merged.code, merged.stderr).toBe(0);
    expect(merged.stdout).toContain("2 merge(s); every pool rebuilt");
    const after = JSON.parse((await runCli(["ratings", "duplicates", "--db", db, "--json"])).stdout) as {
      duplicates: { ids: string[] }[];
    };
    expect(after.duplicates.map((d) => d.ids)).not.toContainEqual(["mattcarulli", "matthewcarulli"]);
  });
});
