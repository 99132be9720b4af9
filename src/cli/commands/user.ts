// `handsdown user add NAME [--db PATH]`: a TD account. No default accounts; the
// password comes from a prompt with echo off, or HANDSDOWN_PASSWORD for scripts.
// `handsdown user grant NAME EVENT [--role R]`: a role on an event made from the terminal
// (`event create`, `import`, `demo`), which has no owner until someone is given it.
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
  addDbOption(
    user
      .command("grant")
      .description(
        "give a TD a role on an event made from the terminal (event create, import, demo), so the web console can run it",
      )
      .argument("<name>", "user name (made with user add)")
      .argument("<event>", "event id")
      .option("--role <role>", "owner, assistant (R8) or scorekeeper", "owner"),
  ).action(async (name: string, event: string, options: DbOptions & { role: string }) => {
    const { runGrant } = await import("./user.run.js");
    await runGrant(name, event, options);
  });
}
