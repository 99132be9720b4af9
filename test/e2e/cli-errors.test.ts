// Each error is one line on stderr naming the field and the rule, nothing
// on stdout (with --json too), exit 1 for a bad value — and nothing is changed or created.
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { runCli, type CliRun } from "../cli-harness.js";

const dir = mkdtempSync(join(tmpdir(), "handsdown-cli-errors-"));
const db = join(dir, "events.db");
const D = ["--db", db];
let eventId = "";
let gameId = 0;
let firstPlayer = "";

function expectOneLine(run: CliRun, ...needles: string[]): void {
  expectLine(1, run, ...needles);
}

/** A usage error (docs/architecture.md: a missing option, options that do not go together): exit 2, one line. */
function expectUsage(run: CliRun, ...needles: string[]): void {
  expectLine(2, run, ...needles);
}

function expectLine(code: number, run: CliRun, ...needles: string[]): void {
  expect(run.code).toBe(code);
  expect(run.stdout).toBe("");
  const lines = run.stderr.trimEnd().split("\n");
  expect(lines).toHaveLength(1);
  for (const needle of needles) expect(lines[0]).toContain(needle);
}

beforeAll(async () => {
  eventId = (
    await runCli(["event", "create", "--name", "Errors Open", "--game", "swccg", "--seed", "e", ...D])
  ).stdout.trim();
  for (const [name, born] of [
    ["Luke Skywalker", "1977-05-25"],
    ["Leia Organa", "1977-05-25"],
    ["Lando Calrissian", "1980-05-21"],
    ["Darth Vader", "1977-05-25"],
  ]) {
    await runCli(["player", "add", eventId, "--name", name!, "--born", born!, ...D]);
  }
  const paired = JSON.parse((await runCli(["pair", eventId, "--json", ...D])).stdout) as {
    pairings: { gameId: number; players: { id: string }[] }[];
  };
  gameId = paired.pairings[0]!.gameId;
  firstPlayer = paired.pairings[0]!.players[0]!.id;
});

const savedUrl = process.env.DATABASE_URL;
afterEach(() => {
  if (savedUrl === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = savedUrl;
});

describe("the event log option", () => {
  it('--db "" is refused instead of silently using ./handsdown.db', async () => {
    expectOneLine(await runCli(["list", "--db", ""]), "--db");
  });

  it("a mysql:// URL is refused with a clear line, from --db or DATABASE_URL", async () => {
    expectOneLine(await runCli(["list", "--db", "mysql://root@localhost/td"]), "mysql://", "not supported");
    process.env.DATABASE_URL = "mysql://root@localhost/td";
    expectOneLine(await runCli(["list"]), "DATABASE_URL", "mysql://");
  });

  it("list, export, standings and pair on a mistyped SQLite path are refused and create nothing", async () => {
    const missing = join(dir, "typo.db");
    expectOneLine(await runCli(["list", "--db", missing, "--json"]), "no event log");
    expectOneLine(await runCli(["export", eventId, "--db", missing]), "no event log");
    expectOneLine(await runCli(["standings", eventId, "--db", missing]), "no event log");
    expectOneLine(await runCli(["pair", eventId, "--db", missing]), "no event log");
    expect(existsSync(missing)).toBe(false);
  });

  it("an event that is not in the database is named", async () => {
    expectOneLine(await runCli(["standings", "no-such-event", ...D]), "no-such-event");
    expectOneLine(await runCli(["player", "add", "no-such-event", "--id", "x", ...D]), "no-such-event");
  });
});

describe("option values (exit 1 for a bad value, everywhere)", () => {
  it("--seed '' is refused (event create, demo, deck-check)", async () => {
    expectOneLine(
      await runCli(["event", "create", "--name", "X", "--game", "swccg", "--seed", "", ...D]),
      "--seed",
    );
    expectOneLine(await runCli(["demo", "--seed", "", ...D]), "--seed");
    expectOneLine(await runCli(["deck-check", "--players", "a,b,c,d", "--seed", ""]), "--seed");
  });

  it("deck-check --players , names no player and is refused", async () => {
    expectOneLine(await runCli(["deck-check", "--players", ","]), "--players", "R7");
  });

  it("--top-cut 16 on 10 players is refused (N2), and --top-cut abc is a bad value", async () => {
    const players = Array.from({ length: 10 }, (_, i) => ({ id: `p${i + 1}` }));
    const games = [1, 3, 5, 7, 9].map((n, i) => ({
      round: 1,
      game: 1,
      table: i + 1,
      players: [{ id: `p${n}` }, { id: `p${n + 1}` }],
      result: { end: "full", points: { [`p${n}`]: 100, [`p${n + 1}`]: 40 } },
    }));
    const file = join(dir, "ten.json");
    writeFileSync(
      file,
      JSON.stringify({
        format: "handsdown-results",
        version: 1,
        event: { name: "Ten", date: "2026-01-01", game: "stccg1e", seed: "t" },
        players,
        games,
      }),
    );
    expectOneLine(
      await runCli(["pair", file, "--top-cut", "16", "--json"]),
      "--top-cut: a top cut of 16",
      "N2",
    );
    expectOneLine(await runCli(["pair", file, "--top-cut", "abc"]), "--top-cut");
  });

  it("a bad --game or --date names the field (docs/rules.md §6)", async () => {
    expectOneLine(await runCli(["event", "create", "--name", "X", "--game", "chess", ...D]), "game");
    expectOneLine(
      await runCli(["event", "create", "--name", "X", "--game", "swccg", "--date", "tomorrow", ...D]),
      "date",
    );
  });

  it("player add with neither name nor ID is refused (R1)", async () => {
    expectOneLine(await runCli(["player", "add", eventId, "--born", "1977-05-25", ...D]), "--name", "R1");
  });

  it("a CSV without the columns R1 needs is refused", async () => {
    const csv = join(dir, "no-born.csv");
    writeFileSync(csv, "first name,last name\nHan,Solo\n");
    expectOneLine(await runCli(["player", "import", eventId, csv, ...D]), "header", "R1");
  });
});

describe("report (R6, docs/rules.md §6)", () => {
  it("malformed JSON in --result is bad input, not a usage error, and nothing is stored", async () => {
    expectOneLine(
      await runCli(["report", eventId, String(gameId), "--result", "{end:full", "--json", ...D]),
      "--result",
      "JSON",
    );
    const log = JSON.parse((await runCli(["log", eventId, "--json", ...D])).stdout) as {
      log: { type: string }[];
    };
    expect(log.log.some((l) => l.type === "ResultReported")).toBe(false);
  });

  it("no result given, a form of another game, an unknown game, a bad game id", async () => {
    expectUsage(await runCli(["report", eventId, String(gameId), ...D]), "--result");
    expectOneLine(await runCli(["report", eventId, String(gameId), "--points", "100-35", ...D]), "--points");
    expectOneLine(await runCli(["report", eventId, "999", "--winner", "luke", "--lf", "3", ...D]), "999");
    expectOneLine(await runCli(["report", eventId, "two", "--winner", "luke", "--lf", "3", ...D]), "GAMEID");
  });

  it("a name matching several players, or none, is refused and lists the candidates", async () => {
    // Luke, Leia and Lando all start with "l".
    expectOneLine(
      await runCli(["player", "drop", eventId, "l", ...D]),
      "matches 3 players",
      "Luke Skywalker",
    );
    expectOneLine(
      await runCli(["report", eventId, String(gameId), "--winner", "zzz", "--lf", "3", ...D]),
      "--winner",
      "zzz",
    );
  });

  it("a timed game (S3) takes no --winner/--lf; a Life Force the profile refuses is refused (S1)", async () => {
    expectOneLine(
      await runCli(["report", eventId, String(gameId), "--time", "1-2", "--lf", "3", ...D]),
      "--time",
    );
    expectOneLine(
      await runCli(["report", eventId, String(gameId), "--winner", firstPlayer, "--lf", "-4", ...D]),
      // The option typed, not the result's field (result.lifeForce).
      "--lf: ",
      "S1",
    );
  });

  it("--correct needs --reason, and a game without a result cannot be corrected", async () => {
    expectUsage(
      await runCli(["report", eventId, String(gameId), "--winner", "luke", "--lf", "3", "--correct", ...D]),
      "--reason",
      "R6",
    );
  });
});
