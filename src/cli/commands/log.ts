// `handsdown log EVENT [--json]`: the change log (R6) — who did what, when, from the event log.
import type { Command } from "commander";
import { addDbOption } from "../store-option.js";

export function registerLog(program: Command): void {
  addDbOption(
    program
      .command("log")
      .description("the change log of an event: every change, who made it and when (R6)")
      .argument("<event>", "the event's id")
      .option("--json", 'print {"log":[{"version","recordedAt","actor","type","what"}]} and nothing else'),
  ).action(async (event: string, flags: { db?: string; json?: boolean }) => {
    const { runLog } = await import("./event-ops.run.js");
    await runLog(event, flags);
  });
}
