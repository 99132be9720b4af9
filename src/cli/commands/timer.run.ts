// `handsdown timer --game G --type T [--deck N] [--format ID] [--sanctioned pc|decipher]
// [--rules PROFILE] [--json]` — R4/R5: game length, Final Confrontation length, deck-building
// time, the time-remaining announcements and the end-of-game rule to show at zero.
import {
  computeAnnouncementMarks,
  computeDeckBuildingTime,
  computeGameLength,
  END_OF_GAME_RULES,
  sanctioningOfProfile,
  type GameLengthInput,
  type Sanctioning,
} from "../../core/event-rules/index.js";
import { assertNever } from "../../core/errors.js";
import { PROFILE_NAMES, type GameName, type ProfileName } from "../../core/games.js";
import { isProfileName } from "../../core/rules/index.js";
import { badInput } from "../exit.js";
import { printJson, printLines } from "../output.js";
import {
  orBadInput,
  parseFormat,
  parseGame,
  parseSanctioning,
  parseType,
  parseWhole,
} from "./event-rules-options.js";

interface TimerOptions {
  readonly game: string;
  readonly type: string;
  readonly deck?: string;
  readonly format?: string;
  readonly sanctioned?: string;
  readonly rules?: string;
  readonly json?: boolean;
}

const FIELDS = { deckSize: "--deck", format: "--format", sanctioning: "--sanctioned", game: "--game" };

/** The profile whose end-of-game rule applies, from the game and whose guide governs the event. */
function profileOf(game: GameName, sanctioning: Sanctioning): ProfileName {
  switch (game) {
    case "swccg":
      return sanctioning === "pc" ? "swccg-pc-2.3.6" : "swccg-decipher-6.99";
    case "stccg1e":
      return "stccg-decipher-6.99";
    case "stccg2e":
      return "stccg-opg-2014";
    case "yj":
      return "yj-decipher-6.99";
    case "ote":
      return "ote-1.2";
    default:
      return assertNever(game);
  }
}

function minutes(value: number | null): string {
  if (value === null) return "set by the TD";
  const whole = Math.floor(value);
  const seconds = Math.round((value - whole) * 60);
  return seconds === 0 ? `${whole} minutes` : `${whole} minutes ${seconds} seconds`;
}

export const action = (options: TimerOptions) => {
  const game = parseGame(options.game);
  const type = parseType(options.type);
  if (options.rules !== undefined && !isProfileName(options.rules)) {
    badInput(`--rules ${options.rules}: expected one of ${PROFILE_NAMES.join(", ")} (docs/rules.md §1)`);
  }
  const fromRules =
    options.rules === undefined ? undefined : sanctioningOfProfile(options.rules as ProfileName);
  const sanctioning =
    options.sanctioned === undefined && fromRules
      ? fromRules
      : parseSanctioning(options.sanctioned, game, "R4");
  const input: GameLengthInput = {
    game,
    type,
    sanctioning,
    deckSize: parseWhole("--deck", options.deck, "R4", 1),
    format: parseFormat(options.format),
  };
  const swiss = orBadInput(computeGameLength(input), FIELDS);
  const final = orBadInput(computeGameLength({ ...input, stage: "final" }), FIELDS);
  const building = orBadInput(computeDeckBuildingTime(input), FIELDS);
  const profile = (options.rules as ProfileName | undefined) ?? profileOf(game, sanctioning);
  const endRule = END_OF_GAME_RULES[profile];
  const marks = computeAnnouncementMarks(swiss.minutes);
  const finalMarks = computeAnnouncementMarks(final.minutes);
  if (options.json) {
    printJson({
      game,
      type,
      sanctioning,
      profile,
      gameLength: swiss,
      finalConfrontation: final,
      deckBuilding: building,
      announcements: marks,
      finalAnnouncements: finalMarks,
      endOfGame: endRule,
    });
    return;
  }
  printLines([
    `Game length: ${minutes(swiss.minutes)} — ${swiss.explanation} (${swiss.rule}, ${swiss.source})`,
    // F1/F3: the rule and document each length comes from, or that none is given.
    final.isNoneGiven
      ? `Final Confrontation: none given — ${final.explanation} (${final.rule}, ${final.source})`
      : `Final Confrontation: ${minutes(final.minutes)} — ${final.explanation} (${final.rule}, ${final.source})`,
    `Deck building: ${building.minutes === null ? "none or set by the TD" : minutes(building.minutes)} — ${building.explanation} (${building.source})`,
    `Announce time remaining at: ${marks.map((m) => `${m}`).join(", ")} minutes (R5)`,
    `At zero — ${endRule.title}: ${endRule.text} (${endRule.rule}, ${endRule.source})`,
  ]);
};
