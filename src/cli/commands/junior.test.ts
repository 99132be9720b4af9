import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../../../test/cli-harness.js";

describe("handsdown junior (R9)", () => {
  it("R9 every player under 15 on the event date: exit 0", async () => {
    const { code, stdout } = await runCli([
      "junior",
      "--date",
      "2024-06-15",
      "--birth",
      "a=2009-06-16",
      "--birth",
      "b=2012-01-01",
      "--json",
    ]);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({
      isJuniorEvent: true,
      players: [
        { id: "a", age: 14 },
        { id: "b", age: 12 },
      ],
    });
  });

  it("R9 a player 15 on the event date (his birthday): exit 1 naming him", async () => {
    const { code, stderr } = await runCli(["junior", "--date", "2024-06-15", "--birth", "a=2009-06-15"]);
    expect(code).toBe(1);
    expect(stderr).toContain("a (15)");
  });

  it("R9 reads event.date and players[].birthDate from a results file", async () => {
    const dir = mkdtempSync(join(tmpdir(), "junior-"));
    const file = join(dir, "event.json");
    const event = { name: "Junior Cup", date: "2024-03-01", game: "swccg", type: "junior" };
    const players = [
      { id: "luke", birthDate: "2010-03-01" },
      { id: "leia", birthDate: "2009-03-02" },
    ];
    writeFileSync(
      file,
      JSON.stringify({ format: "handsdown-results", version: 1, event, players, games: [] }),
    );
    const { code, stdout } = await runCli(["junior", file]);
    expect(code).toBe(0);
    expect(stdout).toContain("every player is under 15");
  });

  it("R9 a bad date exits 1 naming the option; no date at all exits 2", async () => {
    const bad = await runCli(["junior", "--date", "2024-02-30", "--birth", "a=2010-01-01"]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("--date");
    expect((await runCli(["junior", "--birth", "a=2010-01-01"])).code).toBe(2);
  });
});
