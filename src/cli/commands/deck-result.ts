// `handsdown deck-result EVENT PLAYER (--pass | --fail KIND) [--can-match-list] [--list FILE]`:
// a deck check's outcome (R7); at a Championship Level SW-PC event a failure applies S7 to the
// player's previous game, a second one disqualifies him.
import type { Command } from "commander";
import { addDbOption } from "../store-option.js";
import type { DeckResultFlags } from "./deck-result.run.js";

export function registerDeckResult(program: Command): void {
  addDbOption(
    program
      .command("deck-result")
      .description("record a player's deck list or deck check result (R7, S7)")
      .argument("<event>", "the event's id")
      .argument("<player>", "ID or name")
      .option("--pass", "the deck matches the list")
      .option("--fail <kind>", "too-many-cards, cards-not-on-list or missing-cards (S7)")
      .option("--can-match-list", "missing cards: the player can make the deck match his list (S7)")
      .option("--list <file>", "record the player's deck list from a text file (R7)")
      .option("--json", "print what was recorded as JSON and nothing else"),
  ).action(async (event: string, player: string, flags: DeckResultFlags) => {
    const { runDeckResult } = await import("./deck-result.run.js");
    await runDeckResult(event, player, flags);
  });
}
