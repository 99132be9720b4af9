// `handsdown final-side EVENT --side dark|light [--game GAMEID]`: F1 — the higher seed chooses his
// allegiance for the Final Confrontation's first game; game 2 is then paired with the sides switched.
import type { Command } from "commander";
import { addDbOption } from "../store-option.js";
import type { FinalSideFlags } from "./final-side.run.js";

export function registerFinalSide(program: Command): void {
  addDbOption(
    program
      .command("final-side")
      .description(
        "record the side the higher seed chooses for Final Confrontation game 1 (F1); game 2 switches it",
      )
      .argument("<event>", "the event's id")
      .requiredOption("--side <side>", "dark or light: the higher seed's allegiance for game 1")
      .option("--game <gameId>", "the Final Confrontation game 1's id (default: the one just paired)"),
  ).action(async (event: string, flags: FinalSideFlags) => {
    const { runFinalSide } = await import("./final-side.run.js");
    await runFinalSide(event, flags);
  });
}
