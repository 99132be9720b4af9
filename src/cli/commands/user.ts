// `handsdown user add NAME [--db PATH]` (issue 11 §7): a TD account. No default accounts; the
// password comes from a prompt with echo off, or HANDSDOWN_PASSWORD for scripts.
import type { Command } from "commander";
import { addDbOption, type DbOptions } from "../store-option.js";

export function registerUser(program: Command): void {
  const user = program.command("user").description("accounts of tournament directors (for handsdown serve)");
  addDbOption(
    user
      .command("add")
      .description("create a TD account; password from a prompt or HANDSDOWN_PASSWORD")
      .argument("<name>", "user name (letters, digits, . _ -)"),
  ).action(async (name: string, options: DbOptions) => {
    const { runAdd } = await import("./user.run.js");
    await runAdd(name, options);
  });
}
