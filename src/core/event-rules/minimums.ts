// R3: minimum players and games, recommended games and the even-games rule, for the event's
// game, type and sanctioning body; the software warns and says whether it can be sanctioned.
import { assertNever, fail, ok, type Result } from "../errors.js";
import { hasSides, type EventType, type GameName } from "../games.js";
import { SEALED_FORMATS, type SealedFormatId } from "./sealed-formats.js";
import { checkSanctioning, type Finding, type Sanctioning, checkFormatFits } from "./types.js";

export interface MinimumsInput {
  readonly game: GameName;
  readonly type: EventType;
  readonly sanctioning: Sanctioning;
  readonly players: number;
  /** Swiss games planned (the Final Confrontation not counted); omitted = not checked. */
  readonly games?: number;
  readonly championship?: boolean;
  /** A SW-PC sealed format (R12); EPP Overdrive asks for four games. */
  readonly format?: SealedFormatId;
}

export interface MinimumsReport {
  /** null when the event type is not a sanctioned format at all. */
  readonly minimumPlayers: number | null;
  readonly minimumGames: number | null;
  readonly recommendedGames: number | null;
  readonly isEvenGamesRequired: boolean;
  readonly warnings: readonly Finding[];
  readonly canBeSanctioned: boolean;
  /** Why the event cannot be sanctioned; empty when it can. */
  readonly reasons: readonly Finding[];
}

const R = "R3";

export function computeMinimums(input: MinimumsInput): Result<MinimumsReport> {
  const checked = checkSanctioning(input.game, input.sanctioning, R);
  if (!checked.ok) return checked;
  if (!Number.isInteger(input.players) || input.players < 0) {
    return fail(
      "VALUE_OUT_OF_RANGE",
      "players",
      R,
      `expected a whole number of players ≥ 0, got ${input.players}`,
    );
  }
  if (input.games !== undefined && (!Number.isInteger(input.games) || input.games < 0)) {
    return fail("VALUE_OUT_OF_RANGE", "games", R, `expected a whole number of games ≥ 0, got ${input.games}`);
  }
  const format = checkFormatFits(input);
  if (!format.ok) return format;
  const warnings: Finding[] = [];
  const reasons: Finding[] = [];
  const isChampionship = input.championship === true;
  if (isChampionship && input.sanctioning !== "pc") {
    warnings.push({
      rule: R,
      source: "SW-PC Championship Level Event Rules",
      message:
        "Championship Level is a Players Committee notion; its rules are not applied under Decipher sanctioning",
    });
  }
  const unsanctioned = unsanctionedType(input);
  if (unsanctioned) {
    return ok({
      minimumPlayers: null,
      minimumGames: null,
      recommendedGames: null,
      isEvenGamesRequired: false,
      warnings,
      canBeSanctioned: false,
      reasons: [unsanctioned],
    });
  }
  const players = minimumPlayers(input);
  const games = minimumGames(input, isChampionship && input.sanctioning === "pc");
  const recommended = recommendedGames(input);
  const recommendedGamesCount = Math.max(games.value, recommended?.games ?? 0);
  const isEvenGamesRequired = input.type !== "sealed" && hasSides(input.game);

  if (input.players < players.value) {
    reasons.push({
      rule: R,
      source: players.source,
      message: `${input.players} players; the minimum is ${players.value}`,
    });
  }
  if (input.games !== undefined) {
    if (input.games < games.value) {
      reasons.push({
        rule: R,
        source: games.source,
        message: `${input.games} games; the minimum is ${games.value}`,
      });
    } else if (recommended && input.games < recommended.games) {
      warnings.push({
        rule: R,
        source: recommended.source,
        message: `${input.games} games; with ${input.players} players ${recommended.games} games are recommended`,
      });
    }
    if (isEvenGamesRequired && input.games % 2 === 1) {
      warnings.push({
        rule: R,
        source: evenSource(input.sanctioning),
        message: `${input.games} games; the number of games should be even (two-game rounds, one game on each side)`,
      });
    }
  }
  return ok({
    minimumPlayers: players.value,
    minimumGames: games.value,
    recommendedGames: recommendedGamesCount,
    isEvenGamesRequired,
    warnings,
    canBeSanctioned: reasons.length === 0,
    reasons,
  });
}

function unsanctionedType(input: MinimumsInput): Finding | undefined {
  switch (input.type) {
    case "constructed":
    case "sealed":
      return undefined;
    case "junior":
      // DEC II.A.ii sanctions Junior; the SW-PC guide's Supported Formats are Constructed and Sealed.
      return input.sanctioning === "pc"
        ? {
            rule: R,
            source: "SW-PC Supported Formats",
            message: "the Players Committee guide supports Constructed and Sealed events only, not Junior",
          }
        : undefined;
    case "simple-swiss":
    case "elimination":
      return {
        rule: R,
        source: "DEC II.B",
        message: `${input.type} is a non-sanctioned alternative tournament`,
      };
    case "ote":
      return {
        rule: R,
        source: "OTE 1.2",
        message: "On the Edge events are not sanctioned under the SW-PC or DEC guide",
      };
    default:
      return assertNever(input.type);
  }
}

export interface Sourced {
  readonly value: number;
  readonly source: string;
}

/**
 * R3: the minimum number of Swiss games (the Final Confrontation not counted) of the event's
 * game, type and sanctioning body, and the guide's words for it. Championship Level (SW-PC
 * only): six, any format. The one rule both the planning report and the Final Confrontation's
 * check (pairing/final-timing.ts) read.
 */
export function minimumGamesFor(input: Omit<MinimumsInput, "players" | "games">): Sourced {
  return minimumGames(input, input.championship === true && input.sanctioning === "pc");
}

/** R3: the games the guide recommends for this many players, if it recommends any. */
export function recommendedGamesFor(
  input: Pick<MinimumsInput, "sanctioning" | "type" | "players">,
): { games: number; source: string } | undefined {
  return recommendedGames(input);
}

function minimumPlayers(input: MinimumsInput): Sourced {
  if (input.sanctioning === "decipher")
    return { value: 8, source: "DEC I.C (a sanctioned tournament has a minimum of 8 players)" };
  return input.type === "sealed"
    ? { value: 6, source: "SW-PC Minimum Number of Players (Sealed Deck: six)" }
    : { value: 4, source: "SW-PC Minimum Number of Players (Constructed Deck: four)" };
}

function minimumGames(input: Omit<MinimumsInput, "players" | "games">, isChampionship: boolean): Sourced {
  const base = baseMinimumGames(input);
  if (isChampionship && base.value < 6) {
    return { value: 6, source: "SW-PC Championship Level, Minimum Number of Games (six, any format)" };
  }
  return base;
}

function baseMinimumGames(input: Omit<MinimumsInput, "players" | "games">): Sourced {
  if (input.type === "sealed") {
    if (input.format) {
      const format = SEALED_FORMATS[input.format];
      return {
        value: format.minimumGames,
        source:
          format.minimumGames === 3
            ? "SW-PC Minimum Number of Games (Sealed Deck: three)"
            : `SW-PC ${format.name} (a minimum of ${format.minimumGames} games)`,
      };
    }
    return input.sanctioning === "pc"
      ? { value: 3, source: "SW-PC Minimum Number of Games (Sealed Deck: three)" }
      : { value: 3, source: "DEC II.A.iii (a minimum of three games)" };
  }
  if (input.sanctioning === "pc")
    return { value: 4, source: "SW-PC Minimum Number of Games (Constructed Deck: four, 2 rounds)" };
  // DEC II.A.i: at least 3 games (Star Trek CCG) or 2 two-game rounds (Star Wars CCG, Young Jedi CCG).
  return input.game === "stccg1e" || input.game === "stccg2e"
    ? { value: 3, source: "DEC II.A.i (Star Trek CCG: at least 3 games)" }
    : { value: 4, source: "DEC II.A.i (2 two-game rounds)" };
}

function recommendedGames(
  input: Pick<MinimumsInput, "sanctioning" | "type" | "players">,
): { games: number; source: string } | undefined {
  if (input.sanctioning === "pc") {
    if (input.players >= 42)
      return { games: 8, source: "SW-PC Minimum Number of Games (at least 42 players: 8 games recommended)" };
    if (input.players >= 32)
      return { games: 6, source: "SW-PC Minimum Number of Games (at least 32 players: 6 games recommended)" };
    return undefined;
  }
  // DEC II.A.i: "more than 32 entrants should include at least 6 games" — constructed (and Junior,
  // which is the constructed format for under-15s); DEC says nothing for sealed.
  if (input.type !== "sealed" && input.players > 32) {
    return { games: 6, source: "DEC II.A.i (more than 32 entrants: at least 6 games recommended)" };
  }
  return undefined;
}

function evenSource(sanctioning: Sanctioning): string {
  return sanctioning === "pc"
    ? "SW-PC Minimum Number of Games (the number of games played should always be even)"
    : "DEC II.A.i (two-game rounds)";
}
