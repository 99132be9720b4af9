import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { expectAppended } from "./contract.js";
import { chooseStore, DEFAULT_DB_FILE, openStore } from "./open-store.js";
import { openSqliteStore } from "./sqlite/sqlite-store.js";

describe("chooseStore: which adapter serves the event (docs/architecture.md)", () => {
  const url = "postgres://td@db.example/handsdown";
  it.each([
    [{ env: {} }, { kind: "sqlite", path: DEFAULT_DB_FILE }],
    [
      { db: "events/regional.db", env: {} },
      { kind: "sqlite", path: "events/regional.db" },
    ],
    [{ db: ":memory:", env: {} }, { kind: "memory" }],
    [{ db: "memory", env: {} }, { kind: "memory" }],
    [{ env: { DATABASE_URL: url } }, { kind: "postgres", url }],
    [
      { databaseUrl: url, db: "x.db", env: {} },
      { kind: "postgres", url },
    ],
    [
      { db: "postgresql://td@db.example/other", env: {} },
      { kind: "postgres", url: "postgresql://td@db.example/other" },
    ],
    // An explicit --db beats DATABASE_URL in the environment.
    [
      { db: "copy.db", env: { DATABASE_URL: url } },
      { kind: "sqlite", path: "copy.db" },
    ],
    [
      { db: "", env: { DATABASE_URL: "" } },
      { kind: "sqlite", path: DEFAULT_DB_FILE },
    ],
  ] as const)("%j → %j", (options, expected) => {
    expect(chooseStore(options)).toEqual(expected);
  });
});

describe("openStore", () => {
  it("opens a SQLite file that a second open sees, and an in-memory store for :memory:", async () => {
    const dir = mkdtempSync(join(tmpdir(), "handsdown-open-"));
    try {
      const path = join(dir, "event.db");
      const store = await openStore({ db: path, env: {} });
      expectAppended(await store.append("s", 0, [{ type: "EventCreated", data: {} }]));
      await store.close();
      const again = openSqliteStore(path);
      expect(await again.read("s")).toHaveLength(1);
      await again.close();

      const memory = await openStore({ db: ":memory:", env: {} });
      expect(await memory.listStreams()).toEqual([]);
      await memory.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
