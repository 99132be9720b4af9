// Group commit on a real file: appends that arrive together share a transaction, yet each is
// all-or-none on its own, and none is acknowledged unless the shared commit succeeded.
import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { expectAppended, expectConflict } from "../contract.js";
import type { EventStore } from "../event-store.js";
import { openSqliteStore } from "./sqlite-store.js";

let dir = "";
let store: EventStore | undefined;
afterEach(async () => {
  await store?.close();
  rmSync(dir, { recursive: true, force: true });
});

function openWithTrigger(action: "ABORT" | "ROLLBACK"): EventStore {
  dir = mkdtempSync(join(tmpdir(), "handsdown-group-"));
  const path = join(dir, "handsdown.db");
  store = openSqliteStore(path);
  const raw = new Database(path);
  raw.exec(
    `CREATE TRIGGER boom BEFORE INSERT ON events WHEN NEW.type = 'Boom' BEGIN SELECT RAISE(${action}, 'forced'); END`,
  );
  raw.close();
  return store;
}

const event = (type: string, n: number) => ({ type, data: { n } });

describe("SQLite group commit", () => {
  it("a failing append in a group is undone alone; the others of the group are stored", async () => {
    const store = openWithTrigger("ABORT");
    const [a, boom, c, stale] = await Promise.allSettled([
      store.append("a", 0, [event("ResultReported", 1), event("ResultReported", 2)]),
      store.append("b", 0, [event("ResultReported", 1), event("Boom", 2)]),
      store.append("c", 0, [event("ResultReported", 1)]),
      store.append("a", 0, [event("ResultReported", 9)]),
    ]);
    expect(a.status === "fulfilled" && expectAppended(a.value).version).toBe(2);
    expect(boom.status).toBe("rejected");
    expect(c.status === "fulfilled" && expectAppended(c.value).version).toBe(1);
    // Same group, same stream, same expected version: the later one sees the earlier one's write.
    expect(stale.status === "fulfilled" && expectConflict(stale.value).actualVersion).toBe(2);
    expect((await store.readAll(0)).map((e) => `${e.stream}${e.version}`)).toEqual(["a1", "a2", "c1"]);
    expect(expectAppended(await store.append("b", 0, [event("ResultReported", 1)])).version).toBe(1);
  });

  it("when SQLite abandons the whole transaction, every append of the group fails and nothing is stored", async () => {
    const store = openWithTrigger("ROLLBACK");
    const results = await Promise.allSettled([
      store.append("a", 0, [event("ResultReported", 1)]),
      store.append("b", 0, [event("Boom", 1)]),
      store.append("c", 0, [event("ResultReported", 1)]),
    ]);
    expect(results.map((result) => result.status)).toEqual(["rejected", "rejected", "rejected"]);
    expect(await store.readAll(0)).toEqual([]);
    expect(expectAppended(await store.append("a", 0, [event("ResultReported", 1)])).version).toBe(1);
  });
});
