// `handsdown clock EVENT [start|pause|resume|adjust|stop|status] [--minutes N] [--add N] [--watch] [--json]`:
// the round timer of a live event (R4, R5), kept in the event log so it survives a restart and
// every screen (console, projector, this terminal) shows the same time.
import type { Command } from "commander";
import { addDbOption } from "../store-option.js";
import type { ClockFlags } from "./clock.run.js";

export function registerClock(program: Command): void {
  addDbOption(
    program
      .command("clock")
      .alias("round-timer")
      .description("the round timer of an event: start, pause, resume, adjust, stop, status (R4, R5)")
      .argument("<event>", "the event's id")
      .argument("[action]", "start, pause, resume, adjust, stop or status", "status")
      .option("--minutes <n>", "start: the round's length (default: the game length of R4 for this event)")
      .option("--add <n>", "adjust: minutes to add (negative to remove) for every table (R5)")
      .option("--label <text>", 'start: what is timed (default "Round R game G")')
      .option(
        "--watch",
        "then show a live countdown that announces each time-remaining mark and, at zero, the end-of-game rule (R5); Ctrl-C stops watching",
      )
      .option("--json", "print the timer as JSON and nothing else"),
  ).action(async (event: string, action: string, flags: ClockFlags) => {
    const { runClock } = await import("./clock.run.js");
    await runClock(event, action, flags);
  });
}
