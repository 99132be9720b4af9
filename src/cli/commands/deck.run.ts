// `handsdown deck FILE [--json] [--ban NUMBER ...]`: SPEC M9, On the Edge deck legality.
// Exit 0 when the deck is legal, 1 with every reason when it is not (DESIGN.md exit statuses).
import { readFileSync } from "node:fs";
import {
  checkDeckList,
  toCollectorNumber,
  toDeckProblems,
  type DeckVerdict,
} from "../../core/ote/deck/index.js";
import { CliError, EXIT_BAD_INPUT, badInput } from "../exit.js";
import { printJson, printLines, warn } from "../output.js";
import { readText } from "../read-text.js";

interface DeckOptions {
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

export const action = (file: string, options: DeckOptions) => {
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
