// `handsdown deck FILE [--game G …] [--json] [--ban CARD ...]`: M9, On the Edge deck legality;
// with a Decipher game, R7/R12 (deck-construction.ts in the core). Exit 0 when the deck is legal,
// 1 with every reason when it is not (the exit statuses in README.md).
import { readFileSync } from "node:fs";
import {
  checkDeckList,
  toCollectorNumber,
  toDeckProblems,
  type DeckVerdict,
} from "../../core/ote/deck/index.js";
import {
  checkNamedDeckList,
  toNamedDeckProblems,
  type NamedDeckVerdict,
} from "../../core/event-rules/deck-construction.js";
import type { GameName } from "../../core/games.js";
import { CliError, EXIT_BAD_INPUT, badInput } from "../exit.js";
import { orBadInput, parseFormat, parseGame, parseSanctioning, parseType } from "./event-rules-options.js";
import { printJson, printLines, warn } from "../output.js";
import { readText } from "../read-text.js";

interface DeckOptions {
  readonly game?: string;
  readonly type?: string;
  readonly sanctioned?: string;
  readonly format?: string;
  readonly classic?: boolean;
  readonly json?: boolean;
  readonly ban: readonly string[];
}

function readDeckList(file: string): string {
  // A file is read as every CLI input is (regular file, size limit, BOM); "-" is standard input.
  if (file !== "-") return readText(file);
  try {
    return readFileSync(0, "utf8");
  } catch (error) {
    return badInput(
      `cannot read deck list ${file}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

function toLines(verdict: DeckVerdict): string[] {
  if (verdict.legal)
    return [
      `Legal: ${verdict.cards} cards (at least ${verdict.minimum}), no excluded card (OTE rules 1.1–1.7).`,
    ];
  return ["Not legal:", ...toDeckProblems(verdict).map((problem) => `  ${problem}`)];
}

function toNamedLines(verdict: NamedDeckVerdict): string[] {
  const size = verdict.size
    ? `${verdict.cards} cards (the deck has ${verdict.size.cards}: ${verdict.size.rule}, ${verdict.size.source})`
    : `${verdict.cards} cards (no document gives this deck a size)`;
  const head = verdict.legal
    ? [`Legal as far as the list shows: ${size}, no card ruled out by name.`]
    : ["Not legal:", ...toNamedDeckProblems(verdict).map((problem) => `  ${problem}`)];
  const unchecked = verdict.needsCardData.map(
    (n) => `  not checked, needs card data: ${n.what} (${n.rule}, ${n.source})`,
  );
  return [...head, ...unchecked];
}

/** R7/R12: a Decipher game's list — named bans and deck size; what needs card data is listed. */
function checkDecipherDeck(file: string, game: GameName, options: DeckOptions): void {
  if (game === "ote") return;
  const type = options.type === undefined ? "constructed" : parseType(options.type);
  const sanctioning = parseSanctioning(options.sanctioned, game, "R7");
  const format = parseFormat(options.format);
  const verdict = orBadInput(
    checkNamedDeckList(readDeckList(file), {
      game,
      type,
      sanctioning,
      ...(format !== undefined && { format }),
      ...(options.classic === true && { isClassic: true }),
      banned: options.ban,
    }),
    { game: "--game", sanctioning: "--sanctioned", format: "--format", classic: "--classic" },
  );
  if (options.json) printJson(verdict);
  else printLines(toNamedLines(verdict));
  if (!verdict.legal)
    throw new CliError(`deck list ${file} is not legal for this ${game} event`, EXIT_BAD_INPUT);
}

export const action = (file: string, options: DeckOptions) => {
  const game = options.game === undefined ? "ote" : parseGame(options.game);
  if (game !== "ote") return checkDecipherDeck(file, game, options);
  const decipherOnly = (["type", "sanctioned", "format", "classic"] as const).find(
    (k) => options[k] !== undefined,
  );
  if (decipherOnly !== undefined)
    badInput(
      `--${decipherOnly}: for a Decipher game's deck (with --game); On the Edge has its own rules (M9)`,
    );
  const invalid = options.ban.find((number) => toCollectorNumber(number) === undefined);
  if (invalid !== undefined)
    badInput(`--ban ${invalid}: expected a collector's number such as 66, C24, S3 or CHASE1 (M9)`);
  const verdict = checkDeckList(readDeckList(file), { banned: options.ban });
  if (options.json) printJson(verdict);
  else printLines(toLines(verdict));
  for (const warning of verdict.warnings) warn(`warning: ${warning}`);
  if (!verdict.legal)
    throw new CliError(`deck list ${file} is not legal for an On the Edge tournament`, EXIT_BAD_INPUT);
};
