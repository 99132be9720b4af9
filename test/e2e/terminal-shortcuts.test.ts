// A terminal a TD types less into (the contracts in docs/architecture.md): a current event and database
// (`handsdown use`, HANDSDOWN_EVENT, HANDSDOWN_DB), results by table number and a whole game's
// results at once, walk-in players registered by name, and a correction after `finish` that
// needs --force. Through the CLI's own argument parsing, on a SQLite event log.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { runReportAll } from "../../src/cli/commands/report-all.run.js";
import { captureOutput, runCli, type CliRun } from "../cli-harness.js";

const dir = mkdtempSync(join(tmpdir(), "handsdown-shortcuts-"));
const home = process.cwd();
afterAll(() => {
  process.chdir(home);
  rmSync(dir, { recursive: true, force: true });
});
afterEach(() => {
  delete process.env.HANDSDOWN_EVENT;
  delete process.env.HANDSDOWN_DB;
});

async function ok(args: string[]): Promise<CliRun> {
  const run = await runCli(args);
  if (run.code !== 0) throw new Error(`handsdown ${args.join(" ")} → exit ${run.code}: ${run.stderr}`);
  return run;
}

interface Table {
  table: number;
  gameId: number;
  players: { id: string; side?: string }[];
}

/** A Star Wars event of four walk-ins (no birth dates), in `folder`, made current there. */
async function walkInEvent(folder: string, name: string): Promise<string> {
  process.chdir(folder);
  const id = (
    await ok([
      "event",
      "create",
      "--name",
      name,
      "--game",
      "swccg",
      "--date",
      "2026-05-04",
      "--seed",
      "s",
      "--db",
      "ev.db",
    ])
  ).stdout.trim();
  await ok(["use", id, "--db", "ev.db"]);
  for (const player of ["Luke Skywalker", "Leia Organa", "Darth Vader", "Han Solo"])
    await ok(["player", "add", "--name", player]);
  return id;
}

describe("a current event and database (handsdown use, HANDSDOWN_EVENT, HANDSDOWN_DB)", () => {
  const folder = mkdtempSync(join(dir, "use-"));
  let id = "";
  beforeAll(async () => {
    id = await walkInEvent(folder, "Echo Base Open");
  });

  it("`use` writes .handsdown.json in the working folder and says what is current", async () => {
    process.chdir(folder);
    expect(JSON.parse(readFileSync(join(folder, ".handsdown.json"), "utf8"))).toEqual({
      event: id,
      db: "ev.db",
    });
    const shown = await ok(["use", "--json"]);
    expect(JSON.parse(shown.stdout)).toEqual({
      event: id,
      db: "ev.db",
      from: { event: ".handsdown.json", db: ".handsdown.json" },
    });
  });

  it("a live command leaves EVENT and --db out, says on stderr which event it acted on; --json stays pure", async () => {
    process.chdir(folder);
    const listed = await ok(["player", "list", "--json"]);
    expect(listed.stderr).toBe(`handsdown: event ${id} (from .handsdown.json)\n`);
    const players = (JSON.parse(listed.stdout) as { players: { id: string; name: string }[] }).players;
    expect(players.map((p) => p.name)).toEqual(["Luke Skywalker", "Leia Organa", "Darth Vader", "Han Solo"]);
  });

  it("an explicit EVENT or --db wins; HANDSDOWN_EVENT wins over the file", async () => {
    process.chdir(folder);
    const other = (
      await ok(["event", "create", "--name", "Other", "--game", "swccg", "--seed", "o"])
    ).stdout.trim();
    const explicit = await ok(["player", "list", other, "--json"]);
    expect(explicit.stderr).toBe("");
    expect(JSON.parse(explicit.stdout)).toEqual({ players: [] });
    process.env.HANDSDOWN_EVENT = other;
    const fromEnv = await ok(["player", "list", "--json"]);
    expect(fromEnv.stderr).toBe(`handsdown: event ${other} (from HANDSDOWN_EVENT)\n`);
    // Another database typed on the command line does not take this folder's event.
    delete process.env.HANDSDOWN_EVENT;
    const elsewhere = await runCli(["player", "list", "--db", join(folder, "none.db")]);
    expect(elsewhere.code).toBe(2);
  });

  it("`event create --use` makes the new event current at once: its id is never typed", async () => {
    const fresh = mkdtempSync(join(dir, "create-use-"));
    process.chdir(fresh);
    const args = ["event", "create", "--name", "Hoth Open", "--game", "swccg", "--date", "2026-05-04"];
    const created = await ok([...args, "--seed", "s", "--db", "hoth.db", "--use"]);
    const newId = created.stdout.trim(); // stdout: the id alone, as without --use
    expect(newId).toMatch(/^hoth-open-2026-05-04-[0-9a-f]{6}$/);
    expect(created.stderr).toBe(
      `handsdown: current event: ${newId} (Hoth Open) in hoth.db; saved in .handsdown.json\n`,
    );
    expect(JSON.parse(readFileSync(join(fresh, ".handsdown.json"), "utf8"))).toEqual({
      event: newId,
      db: "hoth.db",
    });
    const added = await ok(["player", "add", "--name", "Wedge Antilles"]);
    expect(added.stderr).toContain(`handsdown: event ${newId} (from .handsdown.json)`);
    // Without --use nothing is remembered.
    const other = mkdtempSync(join(dir, "create-plain-"));
    process.chdir(other);
    await ok([...args, "--db", "plain.db"]);
    expect(() => readFileSync(join(other, ".handsdown.json"), "utf8")).toThrow();
  });

  it("HANDSDOWN_DB and HANDSDOWN_EVENT work without a file, from any folder", async () => {
    process.chdir(dir);
    process.env.HANDSDOWN_DB = join(folder, "ev.db");
    process.env.HANDSDOWN_EVENT = id;
    const standings = await ok(["standings", "--json"]);
    expect(standings.stderr).toBe(`handsdown: event ${id} (from HANDSDOWN_EVENT)\n`);
    expect(JSON.parse(standings.stdout)).toHaveProperty("standings");
  });

  it("a command that takes a list of players: the first word is the event only when the log has it", async () => {
    process.chdir(folder);
    const checked = await ok(["player", "check-in", "luke", "leia"]);
    expect(checked.stdout).toContain("checked in: Luke Skywalker, Leia Organa");
    expect(checked.stderr).toBe(`handsdown: event ${id} (from .handsdown.json)\n`);
    const explicit = await ok(["player", "check-in", id, "han"]);
    expect(explicit.stdout).toContain("checked in: Han Solo");
    expect(explicit.stderr).toBe("");
  });

  it("a live command's help shows EVENT as optional and says when it may be left out; other commands' help is as declared", async () => {
    const report = await ok(["report", "--help"]);
    expect(report.stdout.split("\n")[0]).toBe("Usage: handsdown report [options] [event] [game-id]");
    expect(report.stdout).toContain(
      "\nEVENT may be left out once an event is current: handsdown use EVENT [--db PATH]",
    );
    expect((await ok(["player", "add", "--help"])).stdout.split("\n")[0]).toBe(
      "Usage: handsdown player add [options] [event]",
    );
    const pods = await ok(["pods", "--help"]);
    expect(pods.stdout.split("\n")[0]).toBe("Usage: handsdown pods [options] <players>");
    expect(pods.stdout).not.toContain("may be left out");
  });

  it("without a current event a missing EVENT is a usage error (exit 2), one line saying how to make one current", async () => {
    process.chdir(dir);
    for (const args of [
      ["player", "list"],
      ["report", "--table", "1", "--points", "100-35"],
      ["standings"],
    ]) {
      const run = await runCli(args);
      expect(run.code, args.join(" ")).toBe(2);
      // Not commander's "missing required argument" and the whole --help under it.
      expect(run.stderr.trimEnd().split("\n"), args.join(" ")).toEqual([
        expect.stringMatching(
          /^handsdown: EVENT: missing; give the event's id.* handsdown use EVENT \[--db PATH\]/,
        ),
      ]);
    }
    expect((await runCli(["standings"])).stderr).toContain("(or a results file)");
  });
});

describe("walk-in players: `player add --name` alone (R1 IDs need a birth date)", () => {
  it("makes the ID from the name, unique in the event, keeps accents in the name and says it is not an R1 ID", async () => {
    const folder = mkdtempSync(join(dir, "walk-in-"));
    await walkInEvent(folder, "Walk-ins");
    const again = await ok(["player", "add", "--name", "Luke Skywalker", "--json"]);
    expect(JSON.parse(again.stdout)).toEqual({
      id: "lukeskywalker-2",
      name: "Luke Skywalker",
      isR1Id: false,
    });
    const accented = await ok(["player", "add", "--name", "José Núñez"]);
    expect(accented.stdout).toBe("josenunez\n");
    expect(accented.stderr).toContain("josenunez is made from the name, not an R1 ID: ratings need one");
    const listed = JSON.parse((await ok(["player", "list", "--json"])).stdout) as {
      players: { name: string }[];
    };
    expect(listed.players.at(-1)!.name).toBe("José Núñez");
    // With a birth date the ID is R1's, as before: John Brown, 11/2/60 → johnbrown110260.
    const r1 = await ok(["player", "add", "--name", "John Brown", "--born", "1960-11-02"]);
    expect(r1.stdout).toBe("johnbrown110260\n");
    expect(r1.stderr).not.toContain("R1 ID");
  });
});

describe("`player import`: walk-ins of a spreadsheet are said as `player add` says them (R1)", () => {
  it("a semicolon file with accents: rows without a birth date are named on stderr, the table on stdout", async () => {
    const folder = mkdtempSync(join(dir, "import-"));
    await walkInEvent(folder, "Import Open");
    writeFileSync(
      join(folder, "joueurs.csv"),
      "\uFEFFFirst name;Last name;Birth date\r\nÉléonore;Dubois;1980-02-14\r\nZoë;O'Brien;\r\nEzri;Dax;\r\n",
    );
    const run = await ok(["player", "import", "joueurs.csv"]);
    expect(run.stdout).toContain("eleonoredubois021480  Éléonore Dubois");
    expect(run.stdout).toContain("3 player(s) registered");
    expect(run.stderr).toContain(
      "handsdown: zoeobrien, ezridax are made from the name, not an R1 ID: ratings need one (before the first game: handsdown player correct ID --born YYYY-MM-DD)",
    );
    expect(run.stderr).not.toContain("eleonoredubois");
  });
});

describe("`player correct`: a walk-in given his birth date gets his R1 ID before his first game (R1)", () => {
  it("prints the new ID and says it changed; after he has played the ID stays and it says why", async () => {
    const folder = mkdtempSync(join(dir, "walk-in-correct-"));
    await walkInEvent(folder, "Walk-in corrections");
    const added = await ok(["player", "add", "--name", "Jonh Brown"]);
    expect(added.stderr).toContain("handsdown player correct jonhbrown --born YYYY-MM-DD");
    // R1 (docs/rules.md): "John Brown, born 11/2/60 → johnbrown110260".
    const corrected = await ok(["player", "correct", "jonh", "--first", "John", "--born", "1960-11-02"]);
    expect(corrected.stdout).toBe("johnbrown110260\n");
    expect(corrected.stderr).toContain("John Brown's ID changed from jonhbrown to johnbrown110260 (R1)");
    const json = await ok(["player", "correct", "johnbrown110260", "--born", "11/3/1960", "--json"]);
    expect(JSON.parse(json.stdout)).toEqual({
      id: "johnbrown110360",
      previousId: "johnbrown110260",
      name: "John Brown",
      idChanged: true,
    });
    const nothing = await runCli(["player", "correct", "luke"]);
    expect(nothing.code).toBe(2);
    expect(nothing.stderr).toContain("give what to correct: --name, --first, --last or --born");

    await ok(["pair"]);
    const played = await ok(["player", "correct", "luke", "--born", "1970-01-01", "--json"]);
    expect(JSON.parse(played.stdout)).toMatchObject({
      id: "lukeskywalker",
      previousId: "lukeskywalker",
      idChanged: false,
      keptBecause: expect.stringContaining("his games in this event carry the ID lukeskywalker") as unknown,
    });
    const listed = JSON.parse((await ok(["player", "list", "--json"])).stdout) as {
      players: { id: string }[];
    };
    expect(listed.players.map((p) => p.id)).toContain("johnbrown110360");
  });
});

describe("results by table (report --table, report --all)", () => {
  const folder = mkdtempSync(join(dir, "tables-"));
  let tables: Table[] = [];
  beforeAll(async () => {
    await walkInEvent(folder, "Table Open");
    tables = (JSON.parse((await ok(["pair", "--json"])).stdout) as { pairings: Table[] }).pairings;
  });

  it("reports by the table number on the slip; an unknown table lists the tables", async () => {
    process.chdir(folder);
    const [t1] = tables;
    const run = await ok(["report", "--table", "1", "--winner", t1!.players[0]!.id, "--lf", "12"]);
    expect(run.stdout).toMatch(new RegExp(`^Game ${t1!.gameId} \\(table 1\\): .* 2\\(\\+12\\)`));
    const unknown = await runCli(["report", "--table", "9", "--winner", "luke", "--lf", "3"]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("--table 9: round 1 game 1 has tables 1, 2");
    const event = (JSON.parse(readFileSync(".handsdown.json", "utf8")) as { event: string }).event;
    const both = await runCli([
      "report",
      event,
      String(t1!.gameId),
      "--table",
      "1",
      "--winner",
      "luke",
      "--lf",
      "3",
    ]);
    expect(both.code).toBe(2);
  });

  it("--all from a file: a table already in is refused without --correct, and one bad line stores nothing", async () => {
    process.chdir(folder);
    const [t1, t2] = tables;
    const file = join(folder, "results.txt");
    writeFileSync(
      file,
      `# table, then the result\n1 --winner ${t1!.players[1]!.id} --lf 4\n2 --winner ${t2!.players[0]!.id} --lf 7\n`,
    );
    const refused = await runCli(["report", "--all", "--results", file]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("table 1 already has a result; to change it give --correct");
    writeFileSync(file, `2 --winner ${t2!.players[0]!.id} --lf 7\n`);
    const stored = await ok(["report", "--all", "--results", file, "--json"]);
    expect(JSON.parse(stored.stdout)).toEqual({
      games: [
        {
          table: 2,
          gameId: t2!.gameId,
          score: [
            { id: t2!.players[0]!.id, vp: 2, diff: 7 },
            { id: t2!.players[1]!.id, vp: 0, diff: -7 },
          ],
        },
      ],
    });
    expect(stored.stderr, stored.stderr).toContain("1 result(s) stored; every table is in");
  });

  it("--all prompts for each open table when stdin is a terminal (an empty answer skips it)", async () => {
    process.chdir(folder);
    const next = (JSON.parse((await ok(["pair", "--json"])).stdout) as { pairings: Table[] }).pairings;
    const questions: string[] = [];
    const answers = [`--winner ${next[0]!.players[0]!.id} --lf 5`, ""];
    const run = await captureOutput(async () => {
      await runReportAll(
        JSON.parse(readFileSync(".handsdown.json", "utf8")).event,
        undefined,
        { db: "ev.db", all: true },
        async (q) => {
          questions.push(q);
          return answers.shift() ?? "";
        },
      );
      return 0;
    });
    expect(questions).toHaveLength(2);
    expect(questions[0]).toMatch(/^Table 1: .* vs .* — result/);
    expect(run.stdout).toMatch(/^Table 1 \(game \d+\): .* 2\(\+5\)/);
    expect(run.stderr).toContain("1 table(s) still open");
  });
});

describe("the commands the TD is shown and the refusals he reads name what he types", () => {
  it("pair's hint leaves out the current event; a table already in is refused naming --table, not GAMEID", async () => {
    const folder = mkdtempSync(join(dir, "hint-"));
    await walkInEvent(folder, "Hint Open");
    const paired = await ok(["pair"]);
    expect(paired.stdout).toContain("— report each result with: handsdown report --table N … (or GAME_ID)");
    await ok(["unpair"]);
    const tables = (JSON.parse((await ok(["pair", "--json"])).stdout) as { pairings: Table[] }).pairings;
    const t1 = tables.find((t) => t.table === 1)!;
    await ok(["report", "--table", "1", "--winner", t1.players[0]!.id, "--lf", "3"]);
    const again = await runCli(["report", "--table", "1", "--winner", t1.players[0]!.id, "--lf", "3"]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(
      `handsdown: --table 1: game ${t1.gameId} (table 1) already has a result; to change it give --correct --reason`,
    );
    const byId = await runCli(["report", String(t1.gameId), "--winner", t1.players[0]!.id, "--lf", "3"]);
    expect(byId.stderr).toContain(`handsdown: GAMEID: game ${t1.gameId} (table 1) already has a result`);
    // Not the current event: the hint has the event's id and its --db, ready to copy.
    process.chdir(dir);
    const other = (
      await ok([
        "event",
        "create",
        "--name",
        "Elsewhere",
        "--game",
        "swccg",
        "--seed",
        "x",
        "--db",
        "other.db",
      ])
    ).stdout.trim();
    for (const player of ["Ann Able", "Bob Baker"])
      await ok(["player", "add", other, "--name", player, "--db", "other.db"]);
    const elsewhere = await ok(["pair", other, "--db", "other.db"]);
    expect(elsewhere.stdout).toContain(
      `— report each result with: handsdown report ${other} --db other.db --table N … (or GAME_ID)`,
    );
  });
});

describe("report --all at the prompt: each answer checked as it is typed", () => {
  it("a bad answer is said and its table asked again; the answers before it are kept; the example is the game's", async () => {
    const folder = mkdtempSync(join(dir, "prompt-"));
    process.chdir(folder);
    const id = (
      await ok([
        "event",
        "create",
        "--name",
        "Qo'noS Open",
        "--game",
        "stccg2e",
        "--seed",
        "q",
        "--db",
        "ev.db",
      ])
    ).stdout.trim();
    await ok(["use", id, "--db", "ev.db"]);
    for (const player of ["Kira Nerys", "Worf", "Odo", "Zoë O'Brien"])
      await ok(["player", "add", "--name", player]);
    const tables = (JSON.parse((await ok(["pair", "--json"])).stdout) as { pairings: Table[] }).pairings;
    const [t1, t2] = tables as [Table, Table];
    const questions: string[] = [];
    const answers = [
      `--points ${t1.players[0]!.id}=100,${t1.players[1]!.id}=20`,
      "--points wrof=100,odo=50", // a typo: no player matches
      "--points 100-100-3", // no reading of --points
      "--points 100-100", // the profile's scoring refuses it: equal scores at the cap need a winner (T9)
      `--points ${t2.players[1]!.id}=100,${t2.players[0]!.id}=45`,
    ];
    const run = await captureOutput(async () => {
      await runReportAll(id, undefined, { db: "ev.db", all: true }, async (q) => {
        questions.push(q);
        return answers.shift() ?? "";
      });
      return 0;
    });
    // Star Trek results are points (T2): the prompt's example says so, not Star Wars' --lf.
    expect(questions[0]).toMatch(/^Table 1: .* vs .* — result \(e\.g\. --points NAME=N,…; empty: skip\)\? $/);
    expect(questions.map((q) => q.slice(0, 8))).toEqual([
      "Table 1:",
      "Table 2:",
      "Table 2:",
      "Table 2:",
      "Table 2:",
    ]);
    // The scoring's refusal names the option to type, not the result's field (result.winner).
    expect(run.stderr).toMatch(
      /handsdown: --winner: equal scores \(100\) in a full game: name the winner .*; type it again/,
    );
    expect(run.stderr).toContain(
      'handsdown: --points: no player matches "wrof" (T2); type it again (empty: skip)',
    );
    expect(run.stderr).toContain(
      "handsdown: --points: expected NAME=NUMBER,NAME=NUMBER or A-B in table order",
    );
    expect(run.stdout).toMatch(
      /^Table 1 \(game \d+\): .* 2\(\+80\), .* 0\(-80\)\nTable 2 \(game \d+\): .* 2\(\+55\)/,
    );
    // The count comes last, under the tables.
    expect(run.stderr.trimEnd().split("\n").at(-1)).toBe("handsdown: 2 result(s) stored; every table is in");
    // Every table in: the prompt says so and how to go on, rather than asking nothing.
    const nothing = await captureOutput(async () => {
      await runReportAll(id, undefined, { db: "ev.db", all: true }, async () => {
        throw new Error("nothing to ask");
      });
      return 0;
    });
    expect(nothing.stdout).toBe(
      'every table of round 1, game 1 has its result: nothing to ask (pair the next game; to change a result, report --all --correct --reason "…")\n',
    );
    // The same words for one table: report --table.
    const corrected = await runCli([
      "report",
      "--table",
      "1",
      "--points",
      "100-100",
      "--correct",
      "--reason",
      "slip",
    ]);
    expect(corrected.code).toBe(1);
    expect(corrected.stderr).toContain(
      "handsdown: --winner: equal scores (100) in a full game: name the winner",
    );
  });

  it("the core's scoring is checked at the prompt too: a score it refuses is asked again", async () => {
    const folder = mkdtempSync(join(dir, "prompt-score-"));
    await walkInEvent(folder, "Prompt Scores");
    const tables = (JSON.parse((await ok(["pair", "--json"])).stdout) as { pairings: Table[] }).pairings;
    const winner = tables[0]!.players[0]!.id;
    const questions: string[] = [];
    const answers = [`--winner ${winner} --lf -3`, `--winner ${winner} --lf 9`, ""];
    const run = await captureOutput(async () => {
      await runReportAll(
        JSON.parse(readFileSync(".handsdown.json", "utf8")).event,
        undefined,
        { db: "ev.db", all: true },
        async (q) => {
          questions.push(q);
          return answers.shift() ?? "";
        },
      );
      return 0;
    });
    expect(questions.map((q) => q.slice(0, 8))).toEqual(["Table 1:", "Table 1:", "Table 2:"]);
    expect(questions[0]).toContain("(e.g. --winner NAME --lf N; empty: skip)");
    expect(run.stderr).toMatch(/handsdown: .*\(S1\); type it again \(empty: skip\)/);
    expect(run.stdout).toMatch(/^Table 1 \(game \d+\): .* 2\(\+9\)/);
  });
});

describe("a correction after finish needs --force and is logged as such (R6)", () => {
  it("refuses without --force; with it, the change log says the event was finished", async () => {
    const folder = mkdtempSync(join(dir, "finish-"));
    await walkInEvent(folder, "Finished Open");
    const paired = (JSON.parse((await ok(["pair", "--json"])).stdout) as { pairings: Table[] }).pairings;
    for (const t of paired)
      await ok(["report", "--table", String(t.table), "--winner", t.players[0]!.id, "--lf", "3"]);
    await ok(["finish"]);
    const t1 = paired[0]!;
    const correct = [
      "report",
      "--table",
      "1",
      "--winner",
      t1.players[1]!.id,
      "--lf",
      "3",
      "--correct",
      "--reason",
      "slip misread",
    ];
    const refused = await runCli(correct);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("--force: the event is finished");
    await ok([...correct, "--force"]);
    const log = JSON.parse((await ok(["log", "--json"])).stdout) as { log: { type: string; what: string }[] };
    expect(log.log.at(-1)!.type).toBe("ResultCorrected");
    expect(log.log.at(-1)!.what).toContain("after the event was finished: slip misread");
  });
});

describe("times are the TD's: the event's day is his local day, the log shows the offset", () => {
  it("an event created at 21:00 in Chicago on 4 May is dated 4 May (UTC is already the 5th)", async () => {
    const zone = process.env.TZ;
    process.env.TZ = "America/Chicago";
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-05-05T02:00:00Z") });
    try {
      process.chdir(dir);
      const db = join(dir, "chicago.db");
      const created = JSON.parse(
        (
          await ok([
            "event",
            "create",
            "--name",
            "Windy City",
            "--game",
            "swccg",
            "--seed",
            "w",
            "--json",
            "--db",
            db,
          ])
        ).stdout,
      ) as { id: string };
      expect(created.id).toMatch(/^windy-city-2026-05-04-/);
      const log = await ok(["log", created.id, "--db", db]);
      expect(log.stdout).toContain("2026-05-04 21:00:00 -05:00");
    } finally {
      vi.useRealTimers();
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
