// Completion generated from the commander definitions. The bash script is run by
// bash itself (as the shell would on Tab) and must offer the commands, sub-commands and options.
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../../../test/cli-harness.js";
import { buildProgram } from "../program.js";

const dir = mkdtempSync(join(tmpdir(), "handsdown-completion-"));

/** What bash offers after typing `line` and pressing Tab (in `cwd`, with `handsdown` on PATH). */
function complete(script: string, line: string, cwd?: string): string[] {
  const path = join(dir, "handsdown.bash");
  writeFileSync(path, script);
  const words = line.split(" ");
  const program = `source ${path}; COMP_WORDS=(${words.map((w) => `'${w}'`).join(" ")}); COMP_CWORD=${words.length - 1}; _handsdown; printf '%s\\n' "\${COMPREPLY[@]}"`;
  const run = spawnSync("bash", ["-c", program], {
    encoding: "utf8",
    ...(cwd !== undefined && { cwd, env: { ...process.env, PATH: `${dir}/bin:${process.env.PATH}` } }),
  });
  expect(run.stderr).toBe("");
  return run.stdout.split("\n").filter(Boolean);
}

describe("handsdown completion", () => {
  it("bash: every top-level command, then sub-commands, then the command's options", async () => {
    const run = await runCli(["completion", "bash"]);
    expect(run.code).toBe(0);
    const names = buildProgram()
      .commands.map((c) => c.name())
      .filter((name) => name !== "complete-words");
    expect(names).toContain("report");
    expect(complete(run.stdout, "handsdown ").sort()).toEqual(expect.arrayContaining(names));
    // The scripts' own hidden command is not a TD's: Tab does not offer it.
    expect(complete(run.stdout, "handsdown comp")).toEqual(["completion"]);
    expect(complete(run.stdout, "handsdown pl")).toEqual(["player"]);
    expect(complete(run.stdout, "handsdown player ")).toEqual(
      expect.arrayContaining(["add", "import", "check-in", "drop", "quit", "dq", "reinstate"]),
    );
    expect(complete(run.stdout, "handsdown player add EVT --b")).toEqual(["--born"]);
    expect(complete(run.stdout, "handsdown report EVT 12 --w")).toEqual(["--winner"]);
  });

  it("zsh and fish scripts are generated from the same definitions", async () => {
    const zsh = await runCli(["completion", "zsh"]);
    expect(zsh.stdout).toContain("bashcompinit");
    expect(zsh.stdout).toContain("'report')");
    const fish = await runCli(["completion", "fish"]);
    expect(fish.stdout).toContain("-a 'report'");
    expect(fish.stdout).toContain("-l winner");
  });

  it("--help says how to install each script (docs/guide/terminal.md points there)", async () => {
    const help = await runCli(["completion", "--help"]);
    expect(help.stdout).toContain("echo 'source <(handsdown completion bash)' >> ~/.bashrc");
    expect(help.stdout).toContain("handsdown completion fish > ~/.config/fish/completions/handsdown.fish");
  });

  it("an unknown shell is a bad value: exit 1, one line", async () => {
    const run = await runCli(["completion", "tcsh"]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain("bash, zsh, fish");
  });

  it("every command has --help generated from its definition", async () => {
    for (const command of buildProgram().commands) {
      const run = await runCli([command.name(), "--help"]);
      expect(run.code, command.name()).toBe(0);
      expect(run.stdout, command.name()).toContain(`Usage: handsdown ${command.name()}`);
    }
  });

  it("bash: a live command's arguments complete to the log's event ids and the current event's players", async () => {
    const folder = mkdtempSync(join(dir, "event-"));
    const db = join(folder, "echo.db");
    const created = await runCli([
      "event",
      "create",
      "--name",
      "Échos Open",
      "--game",
      "swccg",
      "--seed",
      "e",
      "--db",
      db,
    ]);
    const id = created.stdout.trim();
    for (const name of ["Luke Skywalker", "José Núñez", "Zoë O'Brien", "Ezri Dax"])
      expect((await runCli(["player", "add", id, "--name", name, "--db", db])).code).toBe(0);
    writeFileSync(join(folder, ".handsdown.json"), JSON.stringify({ event: id, db }));
    // `handsdown` on PATH, as after `npm link`: this checkout's CLI.
    mkdirSync(join(dir, "bin"), { recursive: true });
    const cli = join(import.meta.dirname, "../main.ts");
    const tsx = join(import.meta.dirname, "../../../node_modules/tsx/dist/esm/index.mjs");
    writeFileSync(
      join(dir, "bin/handsdown"),
      `#!/bin/sh\nexec "${process.execPath}" --import "${tsx}" "${cli}" "$@"\n`,
    );
    chmodSync(join(dir, "bin/handsdown"), 0o755);
    const script = (await runCli(["completion", "bash"])).stdout;
    expect(complete(script, "handsdown standings ech", folder)).toEqual([id]);
    expect(complete(script, "handsdown report --table 1 --winner Sky", folder)).toEqual(["Skywalker"]);
    expect(complete(script, "handsdown player drop jo", folder)).toEqual(["josenunez"]);
    expect(complete(script, "handsdown player drop Jo", folder)).toEqual(["José"]);
    // A name with an apostrophe: bash would read the quote (and glue the words after it into one
    // offer); it is offered without it, a spelling that names the player (live/players.ts).
    expect(complete(script, "handsdown report --table 1 --winner O", folder)).toEqual(["OBrien"]);
    expect(complete(script, "handsdown report --table 1 --winner Da", folder)).toEqual(["Dax"]);
    // Options are still options.
    expect(complete(script, "handsdown report --ta", folder)).toEqual(["--table"]);
  }, 30_000);
});
