// `handsdown user grant NAME EVENT [--role R]`: an event made from the terminal has no owner; a TD
// given a role can then run it in the web console (least privilege per role).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { runCli } from "../../../test/cli-harness.js";
import { openAuthStore } from "../../server/auth/auth-store.js";
import { openSqlClient } from "../../server/auth/sql-client.js";

let dir: string;
let db: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "handsdown-grant-"));
  db = join(dir, "handsdown.db");
  vi.stubEnv("HANDSDOWN_PASSWORD", "correct horse battery");
});
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

async function roleOf(eventId: string, name: string): Promise<string | undefined> {
  const auth = await openAuthStore(openSqlClient({ kind: "sqlite", path: db }));
  try {
    return await auth.roleOf(eventId, name);
  } finally {
    await auth.close();
  }
}

describe("user grant", () => {
  it("gives a TD the owner role (default) or another role on a terminal-made event", async () => {
    const created = await runCli(["event", "create", "--name", "Hoth Open", "--game", "swccg", "--db", db]);
    const eventId = created.stdout.trim();
    expect((await runCli(["user", "add", "anna", "--db", db])).code).toBe(0);
    expect(await roleOf(eventId, "anna")).toBeUndefined();
    const granted = await runCli(["user", "grant", "anna", eventId, "--db", db]);
    expect(granted.code, granted.stderr).toBe(0);
    expect(granted.stdout.trim()).toBe(`anna is owner of ${eventId}`);
    expect(await roleOf(eventId, "anna")).toBe("owner");
    expect((await runCli(["user", "grant", "anna", eventId, "--role", "scorekeeper", "--db", db])).code).toBe(
      0,
    );
    expect(await roleOf(eventId, "anna")).toBe("scorekeeper");
  });

  it("refuses an unknown user, an unknown event and an unknown role, one line each, exit 1", async () => {
    const eventId = (
      await runCli(["event", "create", "--name", "X", "--game", "swccg", "--db", db])
    ).stdout.trim();
    await runCli(["user", "add", "anna", "--db", db]);
    const noUser = await runCli(["user", "grant", "bob", eventId, "--db", db]);
    expect([noUser.code, noUser.stderr.trim()]).toEqual([
      1,
      'handsdown: name: there is no user "bob"; make one with handsdown user add bob',
    ]);
    const noEvent = await runCli(["user", "grant", "anna", "nope", "--db", db]);
    expect([noEvent.code, noEvent.stderr.trim()]).toEqual([
      1,
      'handsdown: event: there is no event "nope" in this database (see handsdown list)',
    ]);
    const badRole = await runCli(["user", "grant", "anna", eventId, "--role", "king", "--db", db]);
    expect(badRole.code).toBe(1);
    expect(badRole.stderr).toContain("--role king");
    expect(await roleOf(eventId, "anna")).toBeUndefined();
  });
});
