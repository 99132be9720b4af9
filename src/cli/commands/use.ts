// `handsdown use EVENT [--db PATH]` (the contracts in docs/architecture.md): the current event and database of
// this working folder, kept in `.handsdown.json` there; then every live command may leave the
// event and --db out (implicit-event.ts). `handsdown use` alone says what is current.
import type { Command } from "commander";
import { addDbOption } from "../store-option.js";
import type { UseFlags } from "./use.run.js";

export function registerUse(program: Command): void {
  addDbOption(
    program
      .command("use")
      .description(
        "make EVENT (and --db) current in this folder (.handsdown.json), so live commands can leave them out",
      )
      .argument("[event]", "the event's id (see handsdown list); without it, say what is current")
      .option("--clear", "forget this folder's current event and database")
      .option("--json", 'print {"event","db","from"} and nothing else'),
  ).action(async (event: string | undefined, flags: UseFlags) => {
    const { runUse } = await import("./use.run.js");
    await runUse(event, flags);
  });
}
