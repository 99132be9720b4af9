// docs/architecture.md: exit status 1 on bad input (one line naming the field and the rule), 2 on usage errors.
// "exit codes for a bad option value differ between commands (1 or 2)". This
// test walks every command of the one command definition and every option that takes a value,
// gives it a value that is not valid, and checks the answer: never a usage error (2), never a
// crash (3); a refusal is exactly one line naming the option, exit 1. Options that take free text
// (names, labels, reasons) may accept the value. A new command or option is covered at once; a
// new command only needs its valid base invocation in BASE.
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Command } from "commander";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../../../test/cli-harness.js";
import { buildProgram } from "../program.js";

const repo = resolve(import.meta.dirname, "../../..");
const example = (name: string): string => join(repo, "examples", name);
const scratch = mkdtempSync(join(tmpdir(), "handsdown-options-"));
const template = join(scratch, "template.db");
const fresh = join(scratch, "fresh.db");
const csv = join(scratch, "players.csv");
let eventId = "";
let gameId = "";
let winner = "";
let freshId = "";
let copies = 0;
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
  delete process.env.HANDSDOWN_PASSWORD;
});

/** Not a valid value for anything but free text; the --db value is a path nobody can create. */
const BAD = "x@!";
const BAD_PATH = "/no-such-directory-handsdown/event.db";
/** Options whose value is a path: a path nobody can read or create. */
const PATH_OPTIONS = new Set([
  "--db",
  "--write",
  "--list",
  "--results",
  "ratings import --players",
  "ratings merge --pairs",
]);
const isPath = (key: string, option: string): boolean =>
  PATH_OPTIONS.has(option) || PATH_OPTIONS.has(`${key} ${option}`);

/** Options whose value is free text: any value is a value, so exit 0 is fine. */
const FREE_TEXT = new Set([
  "event create --name",
  "event create --location",
  "event create --director",
  "event create --seed",
  "demo --name",
  "demo --seed",
  "pods --seed",
  "pods --names",
  "deck-check --seed",
  "deck-check --label",
  "clock --label",
  "player add --name",
  "player add --first",
  "player add --last",
  "player add --id",
  "player late --name",
  "player late --first",
  "player late --last",
  "player late --id",
  "player correct --name",
  "player correct --first",
  "player correct --last",
  "player drop --reason",
  "player dq --reason",
  "report --reason",
  "swap --reason",
  "td-player --td",
  "td-player --assistant",
  "td-player --backup",
  "ratings show --pool",
  // Player IDs without an event: any text is an ID.
  "deck-check --players",
  "bids --standings",
  "bids --has-bid",
  "bids --advocates",
  "bids --keeps-bid",
  "bids --disqualified",
  "td-player --td",
]);

/**
 * A valid invocation of each command ({db}: a fresh copy of an event log holding {event}, a
 * Star Wars event with four players paired for game 1, whose first table is {game}).
 */
const BASE: Record<string, string[]> = {
  standings: ["standings", "{event}", "--db", "{db}"],
  check: ["check", example("star-wars-regional.json")],
  deck: ["deck", example("on-the-edge-deck.txt")],
  pods: ["pods", "9"],
  timer: ["timer", "--game", "swccg", "--type", "constructed"],
  minimums: ["minimums", "--game", "swccg", "--type", "constructed", "--players", "12"],
  "deck-check": ["deck-check", "--count", "24", "--seed", "hoth"],
  junior: ["junior", "--date", "2026-04-18", "--birth", "anakin=2012-05-04"],
  bids: ["bids", "--standings", "vader,fett,jade,thrawn", "--bids", "2", "--design", "1"],
  formats: ["formats"],
  pair: ["pair", "{event}", "--db", "{db}"],
  "td-player": ["td-player", "--game", "swccg", "--players", "10"],
  "deck-penalty": [
    "deck-penalty",
    example("star-wars-regional.json"),
    "--player",
    "hansolo031172",
    "--force",
  ],
  "fc-replacement": [
    "fc-replacement",
    example("star-wars-constructed-halfway.json"),
    "--disqualified",
    "kendalozzel103061",
  ],
  import: ["import", example("star-wars-regional.json"), "--db", "{db}"],
  export: ["export", "{event}", "--db", "{db}"],
  list: ["list", "--db", "{db}"],
  "event create": ["event", "create", "--name", "Hoth", "--game", "swccg", "--db", "{db}"],
  "player add": ["player", "add", "{event}", "--name", "Wedge Antilles", "--id", "wedge", "--db", "{fresh}"],
  "player late": [
    "player",
    "late",
    "{event}",
    "--name",
    "Biggs Darklighter",
    "--id",
    "biggs",
    "--db",
    "{db}",
  ],
  "player import": ["player", "import", "{event}", csv, "--db", "{db}"],
  "player correct": ["player", "correct", "{event}", "luke", "--name", "Luke Skywalker", "--db", "{db}"],
  "player check-in": ["player", "check-in", "{event}", "luke", "--db", "{db}"],
  "player drop": ["player", "drop", "{event}", "luke", "--db", "{fresh}"],
  "player quit": ["player", "quit", "{event}", "luke", "--db", "{db}"],
  "player dq": ["player", "dq", "{event}", "luke", "--reason", "marked cards", "--db", "{db}"],
  "player reinstate": ["player", "reinstate", "{event}", "luke", "--db", "{db}"],
  "player list": ["player", "list", "{event}", "--db", "{db}"],
  report: ["report", "{event}", "{game}", "--winner", "{winner}", "--lf", "12", "--db", "{db}"],
  // Only a bad --db is tried: `use` would otherwise write .handsdown.json in the working folder.
  use: ["use", "{event}", "--db", "{db}"],
  swap: ["swap", "{event}", "luke", "leia", "--reason", "a typo", "--db", "{db}"],
  unpair: ["unpair", "{event}", "--db", "{db}"],
  "final-side": ["final-side", "{event}", "--side", "dark", "--db", "{db}"],
  "final-waive": ["final-waive", "{event}", "--player", "vader", "--db", "{db}"],
  tiebreaker: [
    "tiebreaker",
    "{event}",
    "--players",
    "luke,vader",
    "--winner",
    "luke",
    "--lf",
    "3",
    "--db",
    "{db}",
  ],
  "deck-result": ["deck-result", "{event}", "luke", "--pass", "--db", "{db}"],
  finish: ["finish", "{event}", "--db", "{db}"],
  log: ["log", "{event}", "--db", "{db}"],
  demo: ["demo", "--players", "6", "--seed", "options", "--db", "{db}"],
  clock: ["clock", "{event}", "status", "--db", "{db}"],
  completion: ["completion", "bash"],
  serve: ["serve", "--port", "0", "--db", "{db}"],
  publish: ["publish", "{event}", "--to", "http://127.0.0.1:9", "--token", "t", "--once", "--db", "{db}"],
  "user add": ["user", "add", "wedge", "--db", "{db}"],
  "user grant": ["user", "grant", "wedge", "{event}", "--db", "{db}"],
  "ratings import": ["ratings", "import", example("star-wars-regional.json"), "--db", "{db}"],
  "ratings show": ["ratings", "show", "--db", "{db}"],
  "ratings player": ["ratings", "player", "luke", "--db", "{db}"],
  "ratings export": ["ratings", "export", "--db", "{db}"],
  "ratings duplicates": ["ratings", "duplicates", "--db", "{db}"],
  "ratings merge": ["ratings", "merge", "luke", "vader", "--db", "{db}"],
  audit: ["audit", "{event}", "--db", "{db}"],
};

/**
 * Not run here: any token is a token, and whether the hosted server takes it needs that server
 * (src/server/publish.int.test.ts); with an unreachable --to, publish retries until stopped.
 */
// `report --reason` goes only with --correct, on a game that has a result: test/e2e/cli-errors.test.ts.
// `complete-words` (hidden, for the completion scripts) answers nothing rather than an error.
const NOT_RUN = new Set(["publish --token", "report --reason", "complete-words --db"]);

/** An option that only goes with a given action or format is tried in that invocation. */
const BASE_FOR_OPTION: Record<string, string[]> = {
  // --first/--last replace --name (both together is a usage error, below).
  "ratings import --date": [
    "ratings",
    "import",
    "--from",
    "swccg-pc",
    example("swccg-pc/endor-moon-open.json"),
    "--no-progress",
    "--db",
    "{db}",
  ],
  "ratings import --players": [
    "ratings",
    "import",
    "--from",
    "swccg-pc",
    example("swccg-pc/endor-moon-open.json"),
    "--no-progress",
    "--db",
    "{db}",
  ],
  "ratings merge --pairs": ["ratings", "merge", "--db", "{db}"],
  "report --table": ["report", "{event}", "--winner", "{winner}", "--lf", "12", "--db", "{db}"],
  "report --results": ["report", "{event}", "--all", "--db", "{db}"],
  "player add --first": [
    "player",
    "add",
    "{event}",
    "--last",
    "Antilles",
    "--id",
    "wedge",
    "--db",
    "{fresh}",
  ],
  "player add --last": ["player", "add", "{event}", "--first", "Wedge", "--id", "wedge", "--db", "{fresh}"],
  "player late --first": [
    "player",
    "late",
    "{event}",
    "--last",
    "Darklighter",
    "--id",
    "biggs",
    "--db",
    "{db}",
  ],
  "player late --last": ["player", "late", "{event}", "--first", "Biggs", "--id", "biggs", "--db", "{db}"],
  "player correct --first": ["player", "correct", "{event}", "luke", "--last", "Skywalker", "--db", "{db}"],
  "player correct --last": ["player", "correct", "{event}", "luke", "--first", "Luke", "--db", "{db}"],
  "clock --minutes": ["clock", "{event}", "start", "--db", "{db}"],
  "clock --label": ["clock", "{event}", "start", "--db", "{db}"],
  "clock --add": ["clock", "{event}", "adjust", "--db", "{db}"],
  "import --date": ["import", "--from", "swccg-pc", example("swccg-pc/endor-moon-open.json"), "--db", "{db}"],
  "deck-check --players": ["deck-check", "--seed", "hoth"],
  "deck-check --db": ["deck-check", "{event}", "--db", "{db}"],
  "deck-check --count": ["deck-check", "--seed", "hoth"],
  "junior --date": ["junior", "--birth", "anakin=2012-05-04"],
  "report --result": ["report", "{event}", "{game}", "--db", "{db}"],
  "report --time": ["report", "{event}", "{game}", "--db", "{db}"],
  "report --points": ["report", "{event}", "{game}", "--db", "{db}"],
  "report --influence": ["report", "{event}", "{game}", "--db", "{db}"],
  "report --advanced": ["report", "{event}", "{game}", "--db", "{db}"],
  "report --draw-deck": ["report", "{event}", "{game}", "--winner", "{winner}", "--db", "{db}"],
  "report --end": ["report", "{event}", "{game}", "--winner", "{winner}", "--db", "{db}"],
  "report --reason": ["report", "{event}", "{game}", "--winner", "{winner}", "--lf", "12", "--db", "{db}"],
  "tiebreaker --result": ["tiebreaker", "{event}", "--players", "luke,vader", "--db", "{db}"],
  "tiebreaker --time": ["tiebreaker", "{event}", "--players", "luke,vader", "--db", "{db}"],
  "tiebreaker --points": ["tiebreaker", "{event}", "--players", "luke,vader", "--db", "{db}"],
  "tiebreaker --end": [
    "tiebreaker",
    "{event}",
    "--players",
    "luke,vader",
    "--winner",
    "luke",
    "--db",
    "{db}",
  ],
  "deck-result --fail": ["deck-result", "{event}", "luke", "--db", "{db}"],
};

interface Case {
  readonly key: string;
  readonly option: string;
}

function valueOptions(program: Command): Case[] {
  const cases: Case[] = [];
  const walk = (command: Command, path: string[]): void => {
    for (const sub of command.commands) {
      const here = [...path, sub.name()];
      if (sub.commands.length > 0) walk(sub, here);
      else
        for (const option of sub.options)
          if ((option.required || option.optional) && option.long)
            cases.push({ key: here.join(" "), option: option.long });
    }
  };
  walk(program, []);
  return cases;
}

const cases = valueOptions(buildProgram()).filter((c) => !NOT_RUN.has(`${c.key} ${c.option}`));

async function cli(args: readonly string[]) {
  const result = await runCli(args);
  if (result.code !== 0) throw new Error(`${args.join(" ")} → ${result.code}: ${result.stderr}`);
  return result.stdout.trim();
}

beforeAll(async () => {
  eventId = await cli([
    "event",
    "create",
    "--name",
    "Options",
    "--game",
    "swccg",
    "--seed",
    "o",
    "--db",
    template,
  ]);
  for (const name of ["Luke Skywalker", "Darth Vader", "Leia Organa", "Han Solo"])
    await cli([
      "player",
      "add",
      eventId,
      "--name",
      name,
      "--id",
      name.split(" ")[0]!.toLowerCase(),
      "--db",
      template,
    ]);
  const paired = JSON.parse(await cli(["pair", eventId, "--json", "--db", template])) as {
    pairings: { gameId: number; players: { id: string }[] }[];
  };
  gameId = String(paired.pairings[0]!.gameId);
  winner = paired.pairings[0]!.players[0]!.id;
  freshId = await cli([
    "event",
    "create",
    "--name",
    "Fresh",
    "--game",
    "swccg",
    "--seed",
    "f",
    "--db",
    fresh,
  ]);
  for (const id of ["luke", "vader"]) await cli(["player", "add", freshId, "--id", id, "--db", fresh]);
  writeFileSync(csv, "first name,last name,birth date\nWedge,Antilles,1974-05-21\n");
  process.env.HANDSDOWN_PASSWORD = "correct horse battery";
});

function invocation(key: string, option: string, value: string): string[] {
  const base = BASE_FOR_OPTION[`${key} ${option}`] ?? BASE[key];
  if (!base) throw new Error(`option-values.test.ts: add a valid invocation of "${key}" to BASE`);
  const isFresh = base.includes("{fresh}");
  const db = join(scratch, `copy-${++copies}.db`);
  copyFileSync(isFresh ? fresh : template, db);
  const words: Record<string, string> = {
    "{db}": db,
    "{fresh}": db,
    "{event}": isFresh ? freshId : eventId,
    "{game}": gameId,
    "{winner}": winner,
  };
  const args = base.map((word) => words[word] ?? word);
  const at = args.indexOf(option);
  if (at >= 0) args.splice(at, 2);
  return [...args, option, value];
}

describe("a bad option value is bad input: exit 1, one line naming the option (docs/architecture.md exit codes)", () => {
  it("every command has a valid invocation here", () => {
    const keys = new Set(cases.map((c) => c.key));
    expect([...keys].filter((key) => !BASE[key])).toEqual([]);
  });

  it("a combination of options that does not go together is a usage error (exit 2)", async () => {
    const result = await runCli(invocation("deck-check", "--count", "3").toSpliced(1, 0, eventId));
    expect(result.code, result.stderr).toBe(2);
    for (const [args, needle] of [
      [[...invocation("player add", "--first", "Wedge"), "--name", "Wedge Antilles"], "not both"],
      [[...invocation("report", "--lf", "12"), "--reason", "a typo"], "--reason"],
      [[...invocation("report", "--lf", "12"), "--result", "{}"], "--result"],
    ] as const) {
      const clash = await runCli(args);
      expect(clash.code, clash.stderr).toBe(2);
      expect(clash.stderr).toContain(needle);
    }
  });

  it.each(cases.map((c) => [`${c.key} ${c.option}`, c] as const))("%s", async (_name, { key, option }) => {
    const value = isPath(key, option) ? BAD_PATH : BAD;
    const args = invocation(key, option, value);
    const result = await runCli(args);
    const isFreeText = FREE_TEXT.has(`${key} ${option}`);
    if (isFreeText && result.code === 0) return;
    expect(result.code, `${args.join(" ")}\n${result.stderr}`).toBe(1);
    const lines = result.stderr.trimEnd().split("\n");
    expect(lines, result.stderr).toHaveLength(1);
    // A file that cannot be read is named by its path, which says as much as the option.
    expect(lines[0]).toMatch(isPath(key, option) ? /--db|--write|--list|no-such-directory/ : option);
    expect(result.stdout).toBe("");
  });
});
