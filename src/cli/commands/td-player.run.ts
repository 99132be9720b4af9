// `handsdown td-player --game G --players N [--championship] [--sanctioned pc|decipher]
// [--td NAME] [--assistant NAME] [--backup NAME] [--td-age N] [--not-playing] [--json]` — R8:
// may the tournament director play in his own event, which judges he must name, whether his playing
// creates a bye (then he should drop), and whether he is 18 or older (SW-PC Tournament Directors – Age). A report: exit 0 whether or not he may play.
import {
  checkSanctioning,
  checkTdAge,
  checkTdPlaying,
  type TdAgeReport,
  type Sanctioning,
  type TdPlayerReport,
} from "../../core/event-rules/index.js";
import type { GameName } from "../../core/games.js";
import { printJson, printLines } from "../output.js";
import { orBadInput, parseGame, parseSanctioning, parseWhole } from "./event-rules-options.js";

interface TdPlayerOptions {
  readonly game: string;
  readonly players: string;
  readonly championship?: boolean;
  readonly sanctioned?: string;
  readonly td?: string;
  readonly assistant?: string;
  readonly backup?: string;
  readonly tdAge?: string;
  readonly notPlaying?: boolean;
  readonly json?: boolean;
}

interface Judge {
  /** SW-PC: both judges must be named when the TD plays; DEC forbids the TD to play at all. */
  readonly isRequired: boolean;
  readonly name: string | null;
}

interface TdPlayerJson extends TdPlayerReport {
  readonly game: GameName;
  readonly sanctioning: Sanctioning;
  readonly championship: boolean;
  /** Players not counting the TD, and with him. */
  readonly players: number;
  readonly playersWithTd: number;
  readonly isTdPlaying: boolean;
  readonly judges: { readonly assistant: Judge; readonly backup: Judge };
  /** R8 (SW-PC Tournament Directors – Age): the age given (null if not) and what it means. */
  readonly tdAge: TdAgeReport;
}

const PROPOSALS = {
  none: "nothing to change",
  "td-drops": "the TD drops",
  "td-joins": "the TD may join to eliminate the bye",
} as const;

function judgeLine(title: string, duty: string, judge: Judge): string {
  if (!judge.isRequired) return `${title}: not required (the TD may not play under this guide)`;
  return `${title} (${duty}): required — ${judge.name ?? "NOT NAMED"}`;
}

function toLines(out: TdPlayerJson): string[] {
  const body = out.sanctioning === "pc" ? "the Players Committee (SW-PC)" : "Decipher (DEC)";
  const level = out.championship ? ", Championship Level" : "";
  const lines = [
    `R8 TD as player — ${out.game}${level} under ${body}: ${out.players} players + the TD = ${out.playersWithTd}`,
    `The TD may play: ${out.isAllowed ? "yes" : "no"}`,
    ...out.reasons.map((r) => `  because: ${r.message} (${r.rule}, ${r.source})`),
    // The age has its own line below (the same Finding is in the JSON's warnings).
    ...out.warnings
      .filter((w) => w !== out.tdAge.warning)
      .map((w) => `  warning: ${w.message} (${w.rule}, ${w.source})`),
    judgeLine("Assistant judge", "rules where the TD is playing", out.judges.assistant),
    judgeLine("Back-up judge", "rules where the TD and the assistant judge are playing", out.judges.backup),
    `${out.tdAge.warning ? "Warning — " : ""}TD's age: ${out.tdAge.explanation}${out.tdAge.age === null && out.sanctioning === "pc" ? "; give --td-age" : ""}`,
  ];
  if (out.isTdPlaying) {
    lines.push(
      out.createsBye
        ? `Bye: the TD's playing creates one (${out.playersWithTd} players is odd)`
        : `Bye: the TD's playing creates none`,
    );
  }
  lines.push(`Proposal: ${PROPOSALS[out.proposal]} — ${out.explanation}`);
  return lines;
}

export const action = (options: TdPlayerOptions) => {
  const game = parseGame(options.game);
  const sanctioning = orBadInput(
    checkSanctioning(game, parseSanctioning(options.sanctioned, game, "R8"), "R8"),
    { game: "--game", sanctioning: "--sanctioned" },
  );
  const players = parseWhole("--players", options.players, "R8")!;
  const championship = options.championship === true;
  const isTdPlaying = options.notPlaying !== true;
  const report = orBadInput(
    checkTdPlaying({
      sanctioning,
      championship,
      otherPlayers: players,
      isTdPlaying,
      ...(options.td !== undefined && { td: options.td }),
      ...(options.assistant !== undefined && { assistantJudge: options.assistant }),
      ...(options.backup !== undefined && { backupJudge: options.backup }),
    }),
    { otherPlayers: "--players" },
  );
  const tdAge = orBadInput(checkTdAge(parseWhole("--td-age", options.tdAge, "R8"), sanctioning), {
    tdAge: "--td-age",
  });
  const isRequired = sanctioning === "pc";
  const out: TdPlayerJson = {
    game,
    sanctioning,
    championship,
    players,
    playersWithTd: players + 1,
    isTdPlaying,
    ...report,
    // R8: an under-age TD is a "should" (SW-PC): a warning beside the others, not a reason.
    warnings: tdAge.warning ? [...report.warnings, tdAge.warning] : report.warnings,
    tdAge,
    judges: {
      assistant: { isRequired, name: options.assistant ?? null },
      backup: { isRequired, name: options.backup ?? null },
    },
  };
  if (options.json) printJson(out);
  else printLines(toLines(out));
};
