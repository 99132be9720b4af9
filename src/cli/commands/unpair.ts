// `handsdown unpair EVENT`: undo the last pairing while none of its games has a result (R6).
import type { Command } from "commander";
import { addDbOption } from "../store-option.js";

export function registerUnpair(program: Command): void {
  addDbOption(
    program
      .command("unpair")
      .alias("undo-pairing")
      .description("undo the last pairing, before any of its results is in (R6)")
      .argument("<event>", "the event's id"),
  ).action(async (event: string, flags: { db?: string }) => {
    const { runUnpair } = await import("./pairing-ops.run.js");
    await runUnpair(event, flags);
  });
}
