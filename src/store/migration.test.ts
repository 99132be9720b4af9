import { describe, expect, it } from "vitest";
import { planMigrations, type Migration } from "./migration.js";

const known: Migration[] = [
  { version: 1, name: "events", sql: "" },
  { version: 2, name: "audit view", sql: "" },
  { version: 3, name: "index", sql: "" },
];

describe("planMigrations (versioned migrations)", () => {
  it("runs every migration on a new database, in order", () => {
    expect(planMigrations(known, []).map((m) => m.version)).toEqual([1, 2, 3]);
  });

  it("runs only the missing ones on an existing database, and nothing the second time", () => {
    expect(planMigrations(known, [2, 1]).map((m) => m.version)).toEqual([3]);
    expect(planMigrations(known, [1, 2, 3])).toEqual([]);
  });

  it("refuses a database migrated by a newer Hands Down instead of misreading it", () => {
    expect(() => planMigrations(known, [1, 2, 3, 4])).toThrow(/migration 4.*only up to 3.*upgrade/);
  });

  it("refuses a migration list that is not numbered 1, 2, 3… (a bug)", () => {
    expect(() => planMigrations([known[0]!, known[2]!], [])).toThrow(/numbered 3, expected 2/);
  });
});
