// `handsdown deck FILE [--game G] [--type T] [--sanctioned pc|decipher] [--format F] [--classic]
// [--json] [--ban CARD ...]`: M9, On the Edge deck legality (the default); with --game, a
// Decipher game's list: its named bans and deck size (R7, R12), and what needs card data.
// Exit 0 when the deck is legal, 1 with every reason when it is not (the exit statuses in README.md).
// Definition only: the implementation is loaded when the command runs (fast --help).
import type { Command } from "commander";

export function registerDeck(program: Command): void {
  program
    .command("deck")
    .description(
      "check a tournament deck list: On the Edge (docs/rules.md M9, OTE rules 1.1–1.7), or with --game a Decipher game's bans and deck size (R7, R12)",
    )
    .argument(
      "<file>",
      "deck list, one card a line (On the Edge `3x C24 Cut-Ups Method`; Decipher games `2x Card Name`); - reads standard input",
    )
    .option("--game <game>", "ote (default), swccg, stccg1e, stccg2e, yj")
    .option("--type <type>", "Decipher games: constructed (default), sealed, junior")
    .option("--sanctioned <body>", "Decipher games: pc or decipher; default pc for swccg, else decipher")
    .option("--format <id>", "a SW-PC sealed format, which sets the deck size (R12)")
    .option("--classic", "Star Wars constructed Classic format (SW-PC Classic Format Ban List)")
    .option("--json", "print the verdict as JSON")
    .option(
      "--ban <card...>",
      "further cards the TD excludes: collector's numbers for On the Edge (rule 1.7), names otherwise (R7)",
      [],
    )
    .action(async (...args: unknown[]) => {
      const { action } = await import("./deck.run.js");
      await (action as (...a: unknown[]) => unknown)(...args);
    });
}
