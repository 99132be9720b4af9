// "Every command shown in the docs is run by a test". In README.md and docs/**/*.md,
// each line `$ handsdown …` (optionally after `VAR=value` assignments) of a fenced ```sh block is
// run, in order, against a scratch folder per page (its `--db` files and `> FILE` outputs land
// there), and must exit 0 — or the status the line declares with a trailing `# exits N`. What a
// reader would adapt, the test adapts the same way:
// - an event id a command printed (name-date-random) replaces the example id of later commands,
//   matched by its name alone: the date in a documented id is the day the docs were written, the
//   printed one the day of the run (the in-process commands run on a fixed day that no page shows,
//   so that the test cannot pass only on the day the docs were written);
// - `serve` is started as a process on a free port (`--port 0`), must answer /api/health with 200
//   and stop with exit 0 on SIGTERM;
// - `user add` reads its password from HANDSDOWN_PASSWORD;
// - `publish --to URL --token T` goes to a second, local server (its own database and TD
//   account), with that server's URL and a token from its /api/login;
// - a `postgres://` address (DATABASE_URL or --db) is pointed at a scratch PostgreSQL database.
// The lines a page shows under a command are its output: each must be a line the command printed
// (stdout or stderr; "…" stands for lines left out, a line ending in "…" for the rest of it).
// Each page runs in its own scratch folder as the working folder (`handsdown use` writes there);
// a word naming a file of the repository (examples/…) is that file.
// A block fenced ```sh not-run is not run; there must be none (every documented command runs).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { makeSharedTestDatabase } from "../../src/store/postgres/test-database.js";
import { runCli, type CliRun } from "../cli-harness.js";

const repo = resolve(import.meta.dirname, "../..");

interface DocCommand {
  readonly line: number;
  readonly text: string;
  readonly isRun: boolean;
  readonly exitCode: number;
  /** `VAR=value` assignments before `handsdown`. */
  readonly env: Readonly<Record<string, string>>;
  /** The output the page shows under the command (the lines up to the next `$` line or the fence). */
  readonly output: readonly string[];
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith(".md") ? [path] : [];
  });
}

const COMMAND_START = /^\$ (?:[A-Z_]+=\S+ +)*handsdown /;

/** An event id as the program prints it: a slug of the name, the date, a random hex suffix. */
const EVENT_ID = /^([a-z0-9]+(?:-[a-z0-9]+)*)-\d{4}-\d{2}-\d{2}-[0-9a-f]{6,10}$/;

/**
 * The day the in-process commands see as today. No page shows it, so a documented id never
 * matches a printed one by its date: only by its name, as a reader adapts it.
 */
const RUN_DAY = new Date("2031-03-09T10:00:00Z");

/** The `$ handsdown` lines of every ```sh block, with the block's marker and the expected status. */
function docCommands(markdown: string): DocCommand[] {
  const commands: DocCommand[] = [];
  const lines = markdown.split("\n");
  let block: "run" | "not-run" | undefined;
  for (let index = 0; index < lines.length; index++) {
    let raw = lines[index]!;
    const fence = /^```(\S*)\s*(.*)$/.exec(raw.trim());
    if (fence) {
      block =
        block === undefined && fence[1] === "sh" ? (fence[2] === "not-run" ? "not-run" : "run") : undefined;
      continue;
    }
    if (block === undefined || !COMMAND_START.test(raw)) continue;
    const first = index;
    // A line ending in a backslash continues on the next (shell continuation).
    while (raw.endsWith("\\") && index + 1 < lines.length)
      raw = `${raw.slice(0, -1)} ${lines[++index]!.trim()}`;
    // A trailing `# exits N` declares the exit status; any other `# comment` is for people.
    const command = /^\$ ((?:[A-Z_]+=\S+\s+)*)(handsdown [^#]*?)\s*(?:#\s*(?:exits (\d)\b)?.*)?$/.exec(raw);
    const output: string[] = [];
    while (
      index + 1 < lines.length &&
      !/^\$ /.test(lines[index + 1]!) &&
      !lines[index + 1]!.trim().startsWith("```")
    )
      output.push(lines[++index]!.trimEnd());
    while (output.at(-1) === "") output.pop();
    if (command)
      commands.push({
        line: first + 1,
        text: command[2]!,
        isRun: block === "run",
        exitCode: Number(command[3] ?? 0),
        output,
        env: Object.fromEntries(
          command[1]!
            .trim()
            .split(/\s+/)
            .filter((word) => word !== "")
            .map((word) => [word.slice(0, word.indexOf("=")), word.slice(word.indexOf("=") + 1)]),
        ),
      });
  }
  return commands;
}

/** Shell words: 'single' and "double" quotes, no expansion. */
function shellWords(text: string): string[] {
  const words: string[] = [];
  for (const match of text.matchAll(/'([^']*)'|"((?:[^"\\]|\\.)*)"|(\S+)/g))
    words.push(match[1] ?? match[2]?.replace(/\\(.)/g, "$1") ?? match[3]!);
  return words;
}

const pages = [join(repo, "README.md"), ...markdownFiles(join(repo, "docs"))].filter(
  (path) => docCommands(readFileSync(path, "utf8")).length > 0,
);
const scratchDirs: string[] = [];
const postgres = makeSharedTestDatabase("handsdown_docs");
afterAll(async () => {
  for (const dir of scratchDirs) rmSync(dir, { recursive: true, force: true });
  await postgres.drop();
});

const CLI = join(repo, "src/cli/main.ts");
const PASSWORD = "correct horse battery staple";

/** `handsdown serve …` as the reader runs it, on a free port: up, healthy, stopped by SIGTERM. */
function serveAndStop(args: readonly string[], env: Readonly<Record<string, string>>): Promise<CliRun> {
  const words = [...args];
  const port = words.indexOf("--port");
  if (port >= 0) words[port + 1] = "0";
  else words.push("--port", "0");
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", CLI, ...words], {
      cwd: repo,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    let isChecked = false;
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      const listening = /http:\/\/[^/\s]+:(\d+)\//.exec(stdout);
      if (isChecked || !listening || !stdout.includes("Stop with Ctrl-C")) return;
      isChecked = true;
      fetch(`http://127.0.0.1:${listening[1]}/api/health`).then(
        (response) => {
          if (response.status !== 200) stderr += `/api/health answered ${response.status}\n`;
          child.kill("SIGTERM");
        },
        (error: unknown) => {
          stderr += `/api/health: ${String(error)}\n`;
          child.kill("SIGTERM");
        },
      );
    });
    child.on("error", reject);
    // A server that never comes up must not outlive the test.
    const deadline = setTimeout(() => child.kill("SIGKILL"), 20_000);
    child.on("exit", () => clearTimeout(deadline));
    child.on("exit", (code, signal) =>
      resolvePromise({
        code: code ?? (signal ? 128 : 3),
        stdout,
        stderr: isChecked ? stderr : `never listened\n${stderr}`,
      }),
    );
  });
}

/** Runs one documented command with the environment it names, as the reader would. */
async function runDocumented(
  args: readonly string[],
  env: Readonly<Record<string, string>>,
): Promise<CliRun> {
  const fullEnv = { HANDSDOWN_PASSWORD: PASSWORD, ...env };
  if (args[0] === "serve") return serveAndStop(args, fullEnv);
  for (const [key, value] of Object.entries(fullEnv)) vi.stubEnv(key, value);
  try {
    return await runCli(args);
  } finally {
    vi.unstubAllEnvs();
  }
}

const isPostgresUrl = (text: string): boolean => /^postgres(ql)?:\/\//.test(text);

/** The "hosted server" of a documented `publish --to`: a second server on this machine. */
async function withHostedServer<T>(
  scratch: string,
  work: (url: string, token: string) => Promise<T>,
): Promise<T> {
  const db = join(scratch, "hosted.db");
  const added = await runDocumented(["user", "add", "hosted-td", "--db", db], {});
  if (added.code !== 0) throw new Error(`user add on the hosted server: ${added.stderr}`);
  const { startServer } = await import("../../src/server/main.js");
  const server = await startServer({ port: 0, host: "127.0.0.1", db });
  try {
    const url = `http://127.0.0.1:${server.port}`;
    const login = await fetch(`${url}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "hosted-td", password: PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    return await work(url, token);
  } finally {
    await server.close();
  }
}

/** A line as a page may show it: event ids by name, this run's scratch folder left out, no trailing blanks. */
function sameAsShown(line: string, scratch: string): string {
  return line
    .replaceAll(`${scratch}/`, "")
    .replaceAll(`${repo}/`, "")
    .replace(/\b([a-z0-9]+(?:-[a-z0-9]+)*)-\d{4}-\d{2}-\d{2}-[0-9a-f]{6,10}\b/g, "$1-ID")
    .trimEnd();
}

describe("every command shown in the docs runs", () => {
  it("finds the documented commands, and lists those not run yet", () => {
    const all = pages.flatMap((page) =>
      docCommands(readFileSync(page, "utf8")).map((c) => ({ ...c, page: relative(repo, page) })),
    );
    expect(all.filter((c) => c.isRun).length).toBeGreaterThan(20);
    expect(all.filter((c) => !c.isRun).map((c) => `${c.page}:${c.line}  ${c.text}`)).toEqual([]);
    // The adaptations above are exercised, not dead code.
    expect(all.some((c) => c.text.startsWith("handsdown serve"))).toBe(true);
    expect(all.some((c) => c.text.startsWith("handsdown user add"))).toBe(true);
    expect(all.some((c) => c.text.startsWith("handsdown publish"))).toBe(true);
    expect(all.some((c) => isPostgresUrl(c.env.DATABASE_URL ?? ""))).toBe(true);
  });

  it("runs on a day that no documented command shows", () => {
    const shown = pages.flatMap((page) => readFileSync(page, "utf8").match(/\d{4}-\d{2}-\d{2}/g) ?? []);
    expect(shown).not.toContain(RUN_DAY.toISOString().slice(0, 10));
  });

  describe.each(pages.map((page) => [relative(repo, page), page] as const))("%s", (_name, page) => {
    const scratch = mkdtempSync(join(tmpdir(), "handsdown-docs-"));
    scratchDirs.push(scratch);
    const commands = docCommands(readFileSync(page, "utf8")).filter((c) => c.isRun);
    /** Event ids printed so far on this page, by their name part. */
    const printedIds = new Map<string, string>();
    // Only Date is faked: the database drivers and the served process keep real timers.
    beforeAll(() => {
      vi.useFakeTimers({ toFake: ["Date"], now: RUN_DAY });
      process.chdir(scratch);
    });
    afterAll(() => {
      vi.useRealTimers();
      process.chdir(repo);
    });
    it.each(commands.map((c) => [`line ${c.line}: ${c.text}`, c] as const))("%s", async (_label, command) => {
      const words = shellWords(command.text).slice(1);
      const redirect = words.indexOf(">");
      const output = redirect >= 0 ? words[redirect + 1] : undefined;
      const pgUrl = async (): Promise<string> => (await postgres.get()).url;
      const args: string[] = [];
      for (const [i, word] of (redirect >= 0 ? words.slice(0, redirect) : words).entries()) {
        const before = i > 0 ? words[i - 1] : undefined;
        const id = EVENT_ID.exec(word);
        if (before === "--db" && isPostgresUrl(word)) args.push(await pgUrl());
        else if (before === "--db" || before === "--write") args.push(join(scratch, word));
        else if (existsSync(join(scratch, word))) args.push(join(scratch, word));
        else if (/^(examples|docs)\//.test(word) && existsSync(join(repo, word))) args.push(join(repo, word));
        else if (id && printedIds.has(id[1]!)) args.push(printedIds.get(id[1]!)!);
        else args.push(word);
      }
      const env: Record<string, string> = {};
      for (const [key, value] of Object.entries(command.env))
        env[key] = key === "DATABASE_URL" && isPostgresUrl(value) ? await pgUrl() : value;
      const to = args.indexOf("--to");
      const result =
        args[0] === "publish" && to >= 0
          ? await withHostedServer(scratch, async (url, token) => {
              args[to + 1] = url;
              const at = args.indexOf("--token");
              if (at >= 0) args[at + 1] = token;
              const pushed = await runDocumented(args, env);
              // The hosted server now holds the event.
              const held = await fetch(`${url}/api/events/${encodeURIComponent(args[1]!)}`);
              if (pushed.code === 0 && held.status !== 200)
                return { ...pushed, code: 99, stderr: `the hosted server answers ${held.status}` };
              return pushed;
            })
          : await runDocumented(args, env);
      expect(result.code, `${command.text}\n${result.stderr}`).toBe(command.exitCode);
      for (const line of result.stdout.split("\n")) {
        const id = EVENT_ID.exec(line.trim());
        if (id) printedIds.set(id[1]!, line.trim());
      }
      if (output) writeFileSync(join(scratch, output), result.stdout);
      // The output the page shows is what the command prints: each line of it, in stdout or stderr
      // (event ids compared by their name, as above; a folder of this run by its file name).
      const printed = new Set(
        `${result.stdout}\n${result.stderr}`.split("\n").map((line) => sameAsShown(line, scratch)),
      );
      // A line "…" stands for lines left out; a line ending in "…" for the rest of that line.
      const isShown = (line: string): boolean => {
        const shown = sameAsShown(line, scratch);
        if (shown === "…") return true;
        if (!shown.endsWith("…")) return printed.has(shown);
        return [...printed].some((p) => p.startsWith(shown.slice(0, -1)));
      };
      const notPrinted = command.output.filter((line) => !isShown(line));
      expect(notPrinted, `${command.text}\n--- printed:\n${result.stdout}${result.stderr}`).toEqual([]);
    });
  });
});
