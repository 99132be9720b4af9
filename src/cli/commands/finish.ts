// `handsdown finish EVENT`: the event is over once every result stands (R6); nothing can be
// paired or reported after it.
import type { Command } from "commander";
import { addDbOption } from "../store-option.js";

export function registerFinish(program: Command): void {
  addDbOption(
    program
      .command("finish")
      .description("finish the event once every result stands (R6)")
      .argument("<event>", "the event's id")
      .option("--json", "print the final standings as JSON and nothing else"),
  ).action(async (event: string, flags: { db?: string; json?: boolean }) => {
    const { runFinish } = await import("./event-ops.run.js");
    await runFinish(event, flags);
  });
}
