// `handsdown demo [--players N] [--game G] [--db PATH] [--seed S]`: a realistic simulated event
// (random but plausible results from the event's seed) played through the real commands, so a
// new user sees pairings, standings and the Final Confrontation in seconds; prints the event id.
import type { Command } from "commander";
import { addDbOption } from "../store-option.js";
import type { DemoFlags } from "./demo.run.js";

export function registerDemo(program: Command): void {
  addDbOption(
    program
      .command("demo")
      .description("create and play through a simulated event (a progress bar on stderr); prints its id")
      .option("--players <n>", "number of players (3..512)", "16")
      .option("--game <game>", "swccg, stccg1e, stccg2e, yj or ote", "swccg")
      .option("--seed <seed>", "the event's seed (default: a fresh one); the same seed plays the same event")
      .option("--name <name>", "the event's name")
      .option("--json", 'print {"id","players","games"} and nothing else')
      .option("--if-empty", "only when the event log has no event yet (npm start: a demo to look at, once)"),
  ).action(async (flags: DemoFlags) => {
    const { runDemo } = await import("./demo.run.js");
    await runDemo(flags);
  });
}
