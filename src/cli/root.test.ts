// `handsdown standings FILE` registers the standings command alone. It must be
// the very command the whole program has: same name, arguments, options and help.
import type { Command } from "commander";
import { describe, expect, it } from "vitest";
import { buildProgram, run } from "./program.js";
import { ALONE, newProgram, runAlone } from "./root.js";
import { captureOutput } from "../../test/cli-harness.js";

/** Exit code and everything printed by `runs(argv)`. */
const captured = (runs: () => Promise<number | undefined>): Promise<unknown> => captureOutput(runs);

/** Everything a user sees of a command: its help, its arguments and options. */
function describeCommand(command: Command): unknown {
  return {
    help: command.helpInformation(),
    args: command.registeredArguments.map((a) => [a.name(), a.required, a.variadic]),
    options: command.options.map((o) => [o.flags, o.description, o.defaultValue]),
  };
}

describe("a command run alone is the command of the whole program (fast start)", () => {
  const whole = buildProgram();

  it.each(Object.keys(ALONE))("%s: the same command, the only one its file declares", async (name) => {
    const program = newProgram();
    (await ALONE[name]!())(program);
    expect(program.commands.map((c) => c.name())).toEqual([name]);
    const full = whole.commands.find((c) => c.name() === name);
    expect(full, `${name} is a command of the whole program`).toBeDefined();
    expect(describeCommand(program.commands[0]!)).toEqual(describeCommand(full!));
  });

  it.each([
    ["standings", "examples/star-wars-regional.json"],
    ["standings", "examples/on-the-edge.json", "--json"],
    ["standings", "examples/young-jedi-constructed.json", "--games"],
    ["pair", "examples/star-wars-constructed-halfway.json"],
    ["pair", "examples/star-trek-2e-regional.json", "--json"],
    ["check", "examples/star-wars-sealed.json", "--explain"],
    ["check", "package.json"],
    ["check", "no-such-file.json"],
    ["standings"],
    ["pair", "examples/star-wars-regional.json", "--no-such-option"],
    ["standings", "--help"],
  ])("handsdown %s …: the same exit code and output alone as in the whole program", async (...argv) => {
    const alone = await captured(() => runAlone(argv));
    expect(alone).toEqual(await captured(() => run(argv)));
    expect(alone).not.toMatchObject({ stdout: "", stderr: "" });
  });

  it("other first words go through the whole program", async () => {
    for (const argv of [[], ["--help"], ["help", "standings"], ["list"], ["__proto__"], ["toString"]]) {
      expect(await runAlone(argv)).toBeUndefined();
    }
  });
});
