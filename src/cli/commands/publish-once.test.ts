// `handsdown publish EVENT --to URL --once` is a script's step: a server it cannot reach is one
// line naming --to and exit 1 after a few attempts — not an endless retry, not a stack trace.
// (Following mode keeps retrying for a venue's flaky wifi; src/server/publish.int.test.ts.)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCli } from "../../../test/cli-harness.js";

const dir = mkdtempSync(join(tmpdir(), "handsdown-publish-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("publish --once to a server that does not answer", () => {
  it("gives up after 5 attempts with one line naming --to, exit 1", async () => {
    const db = join(dir, "p.db");
    const event = (
      await runCli(["event", "create", "--name", "Publish", "--game", "swccg", "--db", db])
    ).stdout.trim();
    // Port 9 (discard) on the loopback: nothing listens, the connection is refused at once.
    const result = await runCli([
      "publish",
      event,
      "--to",
      "http://127.0.0.1:9",
      "--token",
      "t",
      "--once",
      "--db",
      db,
    ]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    const lines = result.stderr.trimEnd().split("\n");
    expect(lines.filter((line) => line.includes("retrying"))).toHaveLength(4);
    expect(lines.at(-1)).toMatch(
      /^handsdown: --to http:\/\/127\.0\.0\.1:9: cannot reach the server .*gave up after 5 attempts$/,
    );
  });

  it("an event that is not in the database is one line, exit 1, before any connection", async () => {
    const db = join(dir, "p.db");
    const result = await runCli([
      "publish",
      "no-such-event",
      "--to",
      "http://127.0.0.1:9",
      "--token",
      "t",
      "--once",
      "--db",
      db,
    ]);
    expect([result.code, result.stderr]).toEqual([
      1,
      'handsdown: publish: there is no event "no-such-event" in this database\n',
    ]);
  });
});
