// `handsdown deck-penalty FILE --player ID [--kind K] [--cannot-match] [--force] [--write OUT]
// [--json]` — S7 and R7: what a failed deck check does to the player's prior game (a full
// loss 0(-30) v 2(+30), or the result stands), or disqualification on a second failure. With
// --write, the results file is written with the outcome recorded, all or nothing.
import { randomUUID } from "node:crypto";
import { renameSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { formatError, type DomainError } from "../../core/errors.js";
import type { DeckCheckFailureKind } from "../../core/events.js";
import {
  computeDeckPenaltyOnFile,
  type DeckPenaltyOnFile,
} from "../../core/event-rules/deck-penalty-file.js";
import { checkResultsFile } from "../../core/results-file/parse.js";
import { formatEntry } from "../../core/rules/shared/outcomes.js";
import { displayWidth } from "../display-width.js";
import type { PlayerEntry, ResultsFile } from "../../core/results-file/schema.js";
import { badInput } from "../exit.js";
import { nameIndex } from "../live/players.js";
import { printJson, printLines } from "../output.js";
import { translateIds } from "../live/show.js";
import { readScoredEvent } from "../read-results.js";

interface DeckPenaltyOptions {
  readonly player: string;
  readonly kind: string;
  readonly cannotMatch?: boolean;
  readonly force?: boolean;
  readonly write?: string;
  readonly json?: boolean;
}

const KINDS: Readonly<Record<DeckCheckFailureKind, string>> = {
  "cards-not-on-list": "cards not on his deck list",
  "too-many-cards": "more cards than allowed",
  "missing-cards": "cards missing from the deck",
};

function parseKind(value: string): DeckCheckFailureKind {
  if (!Object.hasOwn(KINDS, value))
    badInput(`--kind ${value}: expected one of ${Object.keys(KINDS).join(", ")} (S7)`);
  return value as DeckCheckFailureKind;
}

/** Which option or file field a core error is about; the profile and level refusals can be forced. */
function refuse(path: string, error: DomainError): never {
  if (error.field === "player") return badInput(`--player: ${error.message} (${error.rule})`);
  const forcible = error.field === "event.rules" || error.field === "event.championship";
  return badInput(`${path}: ${formatError(error)}${forcible ? "; --force applies it anyway" : ""}`);
}

/** Re-parses and re-scores what will be written, then writes a temporary file and renames it. */
function writeResults(out: string, file: ResultsFile): void {
  const text = `${JSON.stringify(file, null, 2)}\n`;
  const checked = checkResultsFile(text);
  if (!checked.ok) badInput(`${out}: the file to write does not validate: ${formatError(checked.error)}`);
  const temp = join(dirname(out), `.${basename(out)}.${randomUUID()}.tmp`);
  try {
    writeFileSync(temp, text, { flag: "wx" });
    renameSync(temp, out);
  } catch (error) {
    rmSync(temp, { force: true });
    const code = (error as NodeJS.ErrnoException).code;
    badInput(`--write ${out}: cannot be written (${code ?? String(error)})`);
  }
}

function toLines(
  result: DeckPenaltyOnFile,
  kind: DeckCheckFailureKind,
  written: string | null,
  forced: boolean,
  players: readonly PlayerEntry[],
): string[] {
  const lines = [
    `S7 failed deck check: ${result.player} (${KINDS[kind]})${forced ? " — applied with --force" : ""}`,
    `Earlier failed checks in this event: ${result.failuresBefore}`,
    result.decision.explanation,
  ];
  const game = result.game;
  if (game) {
    lines.push(`Round ${game.round}, game ${game.game}:`);
    // Names go in before the column is measured, so the scores line up.
    const name = nameIndex(players);
    const width = Math.max(...game.before.map((entry) => displayWidth(name(entry.id))));
    for (const before of game.before) {
      const after = game.after.find((entry) => entry.id === before.id);
      lines.push(
        `  ${name(before.id)}${" ".repeat(width - displayWidth(name(before.id)))}  ${formatEntry(before)} → ${after ? formatEntry(after) : "?"}`,
      );
    }
  }
  if (result.isDisqualified) lines.push(`${result.player}: status "disqualified"`);
  lines.push(written === null ? "Nothing written (--write OUT records it)." : `Written: ${written}`);
  return lines;
}

export const action = (path: string, options: DeckPenaltyOptions) => {
  const kind = parseKind(options.kind);
  const event = readScoredEvent(path);
  const forced = options.force === true;
  const result = computeDeckPenaltyOnFile(event, {
    player: options.player,
    kind,
    ...(options.cannotMatch && { canMatchList: false }),
    isForced: forced,
  });
  if (!result.ok) return refuse(path, result.error);
  const outcome = result.value;
  if (options.write !== undefined) writeResults(options.write, outcome.file);
  const written = options.write ?? null;
  // Names instead of IDs for the TD.
  if (!options.json)
    return printLines(
      translateIds(toLines(outcome, kind, written, forced, event.file.players), event.file.players),
    );
  printJson({
    player: outcome.player,
    kind,
    forced,
    failuresBefore: outcome.failuresBefore,
    action: outcome.decision.action,
    explanation: outcome.decision.explanation,
    game: outcome.game,
    disqualified: outcome.isDisqualified,
    written,
  });
};
