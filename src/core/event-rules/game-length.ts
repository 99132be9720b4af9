// R4: how long a game lasts, by game, type, deck size and stage (Swiss or Final
// Confrontation), and how long players get to build sealed decks.
import { fail, ok, type Result } from "../errors.js";
import type { EventType, GameName } from "../games.js";
import { SEALED_FORMATS, type SealedFormatId } from "./sealed-formats.js";
import { checkSanctioning, type Sanctioning, checkFormatFits } from "./types.js";

export interface GameLengthInput {
  readonly game: GameName;
  readonly type: EventType;
  readonly sanctioning: Sanctioning;
  /** Cards in a sealed deck; defaults to the format's size (R12). */
  readonly deckSize?: number;
  readonly format?: SealedFormatId;
  /** `final` = the Final Confrontation (F1, F3). */
  readonly stage?: "swiss" | "final";
}

export interface Timing {
  /** null: the guide fixes no value (see the explanation). Minutes may be fractional (1.5 × 15). */
  readonly minutes: number | null;
  readonly rule: string;
  readonly source: string;
  readonly explanation: string;
  /**
   * True when no rule gives this length and `minutes` is only the event's game length, offered
   * for the clock (F1: Decipher's constructed format has no Final Confrontation).
   */
  readonly isNoneGiven?: boolean;
}

export function computeGameLength(input: GameLengthInput): Result<Timing & { readonly minutes: number }> {
  const valid = validate(input, "R4");
  if (!valid.ok) return valid;
  const swiss = swissLength(input);
  if (!swiss.ok || input.stage !== "final") return swiss;
  if (input.type === "sealed") {
    // F3: the sealed Final Confrontation is one game timed to 1.5 times the format's standard length
    // (SW-PC). DEC II.A.iii calls for "an additional final confrontation" and gives no length.
    const minutes = swiss.value.minutes * 1.5;
    return ok({
      minutes,
      rule: "F3",
      source:
        input.sanctioning === "pc"
          ? "SW-PC Final Confrontation – Sealed Deck"
          : "SW-PC Final Confrontation – Sealed Deck; DEC II.A.iii gives no length",
      explanation: `Final Confrontation: 1.5 × ${swiss.value.minutes} = ${minutes} minutes`,
    });
  }
  if (input.sanctioning === "decipher") {
    // F1: the 90-minute games are SW-PC's ("Final Confrontation – Constructed Deck", Star Wars
    // only); Decipher's constructed format has no Final Confrontation, so no rule gives a length.
    return ok({
      minutes: swiss.value.minutes,
      rule: "F1",
      source: "DEC II.A.i",
      explanation: `no rule gives one: Decipher's constructed format has no Final Confrontation; one the TD adds runs at the event's game length, ${swiss.value.minutes} minutes (R4), unless he sets another`,
      isNoneGiven: true,
    });
  }
  return ok({
    minutes: 90,
    rule: "F1",
    source: "SW-PC Final Confrontation – Constructed Deck",
    explanation: "Final Confrontation: two games of 90 minutes each",
  });
}

function swissLength(input: GameLengthInput): Result<Timing & { readonly minutes: number }> {
  if (input.type !== "sealed") {
    if (input.game === "yj")
      return ok({
        minutes: 30,
        rule: "R4",
        source: "DEC II.A.i",
        explanation: "Young Jedi CCG constructed: 30 minutes per game",
      });
    const source = input.sanctioning === "pc" ? "SW-PC Timing" : "DEC II.A.i";
    return ok({ minutes: 60, rule: "R4", source, explanation: "constructed: 60 minutes per game" });
  }
  if (input.sanctioning === "decipher") {
    // DEC II.A.iii fixes the sealed time by game, whatever the deck size.
    const minutes = input.game === "yj" ? 30 : 60;
    return ok({
      minutes,
      rule: "R4",
      source: "DEC II.A.iii",
      explanation: `Decipher sealed: ${minutes} minutes per game`,
    });
  }
  const format = input.format ? SEALED_FORMATS[input.format] : undefined;
  if (format?.gameMinutes != null) {
    return ok({
      minutes: format.gameMinutes,
      rule: "R4",
      source: `SW-PC Timing, ${format.name}`,
      explanation: `${format.name}: games are timed to ${format.gameMinutes} minutes`,
    });
  }
  const deckSize = input.deckSize ?? format?.deckSize ?? undefined;
  if (deckSize === undefined) {
    return fail(
      "INVALID_FIELD",
      "deckSize",
      "R4",
      "a SW-PC sealed game lasts one minute per deck card: give the deck size",
    );
  }
  return ok({
    minutes: deckSize,
    rule: "R4",
    source: "SW-PC Timing",
    explanation: `sealed: one minute per card, ${deckSize} cards = ${deckSize} minutes`,
  });
}

/** R4: deck-building time for sealed events; constructed decks come built. */
export function computeDeckBuildingTime(input: GameLengthInput): Result<Timing> {
  const valid = validate(input, "R4");
  if (!valid.ok) return valid;
  if (input.type !== "sealed") {
    return ok({
      minutes: null,
      rule: "R4",
      // The Decipher guide governs Decipher-sanctioned events: cite it, not the SW-PC's.
      source: input.sanctioning === "pc" ? "SW-PC Supported Formats" : "DEC II.A.i",
      explanation: "constructed: players come with their decks built; no deck building",
    });
  }
  if (input.sanctioning === "decipher") {
    return ok({
      minutes: 30,
      rule: "R4",
      source: "DEC II.A.iii step 5",
      explanation: "Decipher sealed: about 30 minutes to build a deck",
    });
  }
  const format = input.format ? SEALED_FORMATS[input.format] : undefined;
  if (format?.deckBuildingMinutes != null) {
    const what =
      format.deckBuildingMinutes === 0
        ? "no deck construction period"
        : `${format.deckBuildingMinutes} minutes`;
    return ok({
      minutes: format.deckBuildingMinutes,
      rule: "R4",
      source: `SW-PC ${format.name}`,
      explanation: `${format.name}: ${what}`,
    });
  }
  const deckSize = input.deckSize ?? format?.deckSize ?? undefined;
  if (deckSize === 40)
    return ok({
      minutes: 10,
      rule: "R4",
      source: "SW-PC Deck Building",
      explanation: "40 card decks: 10 minutes",
    });
  if (deckSize === 60)
    return ok({
      minutes: 20,
      rule: "R4",
      source: "SW-PC Deck Building",
      explanation: "60 card decks: 20 minutes",
    });
  return ok({
    minutes: null,
    rule: "R4",
    source: "SW-PC Deck Building",
    explanation: `the guide gives 10 minutes for 40 card decks and 20 for 60 card decks; the TD sets the time for ${deckSize ?? "this"} card decks`,
  });
}

function validate(input: GameLengthInput, rule: string): Result<true> {
  const checked = checkSanctioning(input.game, input.sanctioning, rule);
  if (!checked.ok) return checked;
  if (input.deckSize !== undefined && (!Number.isInteger(input.deckSize) || input.deckSize < 1)) {
    return fail(
      "VALUE_OUT_OF_RANGE",
      "deckSize",
      rule,
      `expected a whole number of cards ≥ 1, got ${input.deckSize}`,
    );
  }
  const format = checkFormatFits(input);
  if (!format.ok) return format;
  return ok(true);
}
