// docs/architecture.md ratings contract: `handsdown ratings import|show|player|export|merge`.
// Only commander types here, so `handsdown --help` stays fast; the work is in ratings.run.ts.
import type { Command } from "commander";
import { addDbOption } from "../store-option.js";
import type { RatingsOptions } from "./ratings.run.js";

export function registerRatings(program: Command): void {
  const ratings = program
    .command("ratings")
    .description("Decipher's Elo ratings (docs/rules.md §5, L1–L5) from the results files of many events");

  addDbOption(
    ratings
      .command("import")
      .description(
        "import results files (docs/guide/results-file.md); the same event twice changes nothing; one bad file stores nothing",
      )
      .argument("<files...>", "results files (JSON), or the Players Committee's files with --from swccg-pc")
      .option(
        "--from <format>",
        "handsdown (results files) or swccg-pc (the PC's files: rated as sanctioned, players matched by name)",
        "handsdown",
      )
      .option("--date <YYYY-MM-DD>", "swccg-pc: the date of a file that has neither date nor lastUpdate")
      .option(
        "--players <csv>",
        "the Players Committee's files: a CSV of PC player id, player ID — for people who share a name",
      )
      .option("--json", "print what was imported as JSON and nothing else")
      .option("--no-progress", "no progress bar on stderr"),
  ).action(async (files: string[], options: RatingsOptions) => {
    const { runImport } = await import("./ratings.run.js");
    await runImport(files, options);
  });

  addDbOption(
    ratings
      .command("show")
      .description("the leaderboard of every pool (or one), in rating order")
      .option("--pool <pool>", "one pool, <game>/<type>, e.g. stccg1e/constructed")
      .option("--json", "print the JSON of docs/guide/results-file.md and nothing else"),
  ).action(async (options: RatingsOptions) => {
    const { runShow } = await import("./ratings.run.js");
    await runShow(options);
  });

  addDbOption(
    ratings
      .command("player")
      .description("a player's rated games: opponent, result, change and why")
      .argument("<id>", "player ID (R1)")
      .option("--json", "print the JSON of docs/guide/results-file.md and nothing else"),
  ).action(async (id: string, options: RatingsOptions) => {
    const { runPlayer } = await import("./ratings.run.js");
    await runPlayer(id, options);
  });

  addDbOption(
    ratings
      .command("export")
      .description("print the ratings database as JSON: events, merges, leaderboards, every rated game"),
  ).action(async (options: RatingsOptions) => {
    const { runExport } = await import("./ratings.run.js");
    await runExport(options);
  });

  addDbOption(
    ratings
      .command("merge")
      .description("join a player who appears under two IDs: OLD's games count as NEW's; rebuilds every pool")
      .argument("[old]", "the ID to retire")
      .argument("[new]", "the ID to keep")
      .option("--pairs <csv>", "many merges at once: a CSV with a header row, then OLD,NEW per line")
      .option("--json", "print the result as JSON and nothing else"),
  ).action(async (oldId: string | undefined, newId: string | undefined, options: RatingsOptions) => {
    const { runMerge } = await import("./ratings.run.js");
    await runMerge(oldId, newId, options);
  });

  addDbOption(
    ratings
      .command("duplicates")
      .description(
        "players who are likely one person under two IDs (the same name, or one first name the start of the other)",
      )
      .option("--json", 'print {"duplicates":[{"ids","names","why"}]} and nothing else'),
  ).action(async (options: RatingsOptions) => {
    const { runDuplicates } = await import("./ratings.run.js");
    await runDuplicates(options);
  });
}
