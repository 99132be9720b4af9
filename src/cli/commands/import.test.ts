// `handsdown import` (the contracts in docs/architecture.md): many files at once, all checked before any is stored;
// the same content twice creates nothing; --from swccg-pc; --json.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCli } from "../../../test/cli-harness.js";

const dir = mkdtempSync(path.join(tmpdir(), "handsdown-import-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let dbCount = 0;
const freshDb = () => path.join(dir, `events-${++dbCount}.db`);

const luke = { id: "u-luke", name: "Luke Skywalker" };
const vader = { id: "u-vader", name: "Darth Vader" };
function writePc(name: string, mode: string, extra: Record<string, unknown> = {}): string {
  const file = path.join(dir, name);
  const games = [{ playerDark: vader, playerLight: luke, winner: luke, vp: 2, diff: 9, round: { num: 1 } }];
  writeFileSync(
    file,
    JSON.stringify({
      name: "Echo Base Open",
      date: "2017-01-07T10:00:00Z",
      mode,
      players: [luke, vader],
      games,
      ...extra,
    }),
  );
  return file;
}
const fixture = path.join(import.meta.dirname, "../../../examples/star-wars-regional.json");

async function eventCount(db: string): Promise<number> {
  // `list` refuses a database file that does not exist: nothing stored, no file.
  if (!existsSync(db)) return 0;
  const listed = await runCli(["list", "--db", db, "--json"]);
  return (JSON.parse(listed.stdout) as { events: unknown[] }).events.length;
}

describe("handsdown import", () => {
  it("a results file imported twice (any spacing): the same id, a note on stderr, one event", async () => {
    const db = freshDb();
    const first = await runCli(["import", fixture, "--db", db]);
    expect(first.code).toBe(0);
    const copy = path.join(dir, "copy.json");
    writeFileSync(copy, JSON.stringify(JSON.parse(readFileSync(fixture, "utf8"))));
    const second = await runCli(["import", copy, "--db", db]);
    expect(second.code).toBe(0);
    expect(second.stdout).toBe(first.stdout);
    expect(second.stderr).toBe(
      `handsdown: ${copy}: already imported as ${first.stdout.trim()} (same content); nothing created\n`,
    );
    expect(await eventCount(db)).toBe(1);
  });

  it("--from swccg-pc: several files, one id per line; --json lists them", async () => {
    const db = freshDb();
    const sos = writePc("sos.json", "SOS");
    const diff = writePc("diff.json", "DIFF");
    const result = await runCli(["import", "--from", "swccg-pc", sos, diff, "--db", db, "--json"]);
    expect(result.code).toBe(0);
    const { events } = JSON.parse(result.stdout) as {
      events: { file: string; id: string; isDuplicate: boolean }[];
    };
    expect(events.map((e) => [e.file, e.isDuplicate])).toEqual([
      [sos, false],
      [diff, false],
    ]);
    expect(events[0]!.id).toMatch(/^echo-base-open-2017-01-07-[0-9a-f]{10}$/);
    expect(await eventCount(db)).toBe(2);
  });

  it("a refused file (MATCH_PLAY) is listed with its reason, the good ones are imported, exit 1", async () => {
    const db = freshDb();
    const good = writePc("good.json", "SOS");
    const cut = writePc("cut.json", "MATCH_PLAY");
    const result = await runCli(["import", "--from", "swccg-pc", good, cut, "--db", db]);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^echo-base-open-2017-01-07-[0-9a-f]{10}\n$/);
    expect(result.stderr.trim().split("\n")).toEqual([
      expect.stringContaining(`${cut}: mode: "MATCH_PLAY"`),
      "handsdown: 1 of 2 file(s) refused, nothing stored from them; 1 imported",
    ]);
    expect(await eventCount(db)).toBe(1);
    const alone = await runCli(["import", "--from", "swccg-pc", cut, "--db", db, "--json"]);
    expect(alone.code).toBe(1);
    expect(alone.stderr.trim().split("\n")).toHaveLength(1);
    expect(JSON.parse(alone.stdout)).toEqual({
      events: [],
      refused: [{ file: cut, reason: expect.stringContaining("MATCH_PLAY") }],
    });
  });

  it("no date in the file: refused naming --date; with --date it imports", async () => {
    const db = freshDb();
    const undated = writePc("undated.json", "SOS", { date: undefined });
    const refused = await runCli(["import", "--from", "swccg-pc", undated, "--db", db]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("--date YYYY-MM-DD");
    const dated = await runCli(["import", "--from", "swccg-pc", undated, "--date", "2017-01-08", "--db", db]);
    expect(dated.code).toBe(0);
    expect(dated.stdout).toMatch(/-2017-01-08-/);
  });

  it("an unknown --from is a bad value (exit 1 naming --from); --date without --from swccg-pc is a usage error (2)", async () => {
    const unknown = await runCli(["import", "--from", "csv", fixture, "--db", freshDb()]);
    expect([unknown.code, unknown.stderr]).toEqual([
      1,
      "handsdown: --from csv: expected handsdown or swccg-pc (docs/rules.md §6, §7)\n",
    ]);
    expect((await runCli(["import", "--date", "2017-01-01", fixture, "--db", freshDb()])).code).toBe(2);
  });

  it("a PC file read as a results file is refused naming the format", async () => {
    const result = await runCli(["import", writePc("plain.json", "SOS"), "--db", freshDb()]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("format");
  });
});

describe("audit of an imported Players Committee event", () => {
  it("says another program paired it and checks rematches on the same sides (A4) and byes (A6), not 'manual changes'", async () => {
    const db = freshDb();
    const [han, chewie, leia] = [
      { id: "u-han", name: "Han Solo" },
      { id: "u-chewie", name: "Chewbacca" },
      { id: "u-leia", name: "Leia Organa" },
    ];
    const bye = { id: null, name: "BYE" };
    const win = (dark: object, light: object, winner: object, num: number) => ({
      playerDark: dark,
      playerLight: light,
      winner,
      vp: 2,
      diff: "4",
      round: { num },
    });
    const file = path.join(dir, "rematch.json");
    writeFileSync(
      file,
      JSON.stringify({
        name: "Rematch Open",
        date: "2017-02-04",
        mode: "SOS",
        players: [luke, vader, han, chewie, leia],
        games: [
          win(vader, luke, luke, 1),
          win(han, chewie, han, 1),
          { playerDark: leia, playerLight: bye, winner: null, vp: 2, diff: 0, round: { num: 1 } },
          win(luke, han, luke, 2),
          win(chewie, vader, vader, 2),
          { playerDark: bye, playerLight: leia, winner: leia, vp: 2, diff: 0, round: { num: 2 } },
          win(vader, luke, vader, 3),
          win(chewie, leia, leia, 3),
          { playerDark: han, playerLight: bye, winner: han, vp: 2, diff: 0, round: { num: 3 } },
        ],
      }),
    );
    const imported = await runCli(["import", "--from", "swccg-pc", file, "--db", db]);
    expect(imported.code).toBe(0);
    const audit = await runCli(["audit", imported.stdout.trim(), "--db", db, "--json"]);
    expect(audit.code).toBe(1);
    const report = JSON.parse(audit.stdout) as {
      differences: { kind: string; message: string }[];
      notes: string[];
      pairedBy: string;
    };
    expect(report.pairedBy).toBe("the Players Committee's software (imported)");
    expect(report.differences.map((d) => [d.kind, d.message])).toEqual([
      [
        "bye",
        "round 1 game 2: Leia Organa has a second bye while 4 player(s) of this game have none, e.g. Luke Skywalker (A6)",
      ],
      [
        "rematch",
        "round 2 game 1: Darth Vader (dark) v Luke Skywalker (light) met on the same sides in round 1 game 1; a rematch stands only when no other opponent is left (A4, A5)",
      ],
    ]);
    expect(report.notes[0]).toContain("not paired again");
  });
});
