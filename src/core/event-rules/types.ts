// Shared vocabulary of the event rules (docs/rules.md §4): which body's guide governs the event, and the
// findings (warnings, reasons) every check returns so that a TD sees the rule behind each line.
import { assertNever, fail, ok, type Result } from "../errors.js";
import type { GameName, ProfileName } from "../games.js";

/**
 * Whose guide governs the event: the Star Wars CCG Players Committee guide 2.3.6 (`pc`, SW-PC)
 * or Decipher's 6.99 guide for all its games (`decipher`, DEC).
 */
export const SANCTIONINGS = ["pc", "decipher"] as const;
export type Sanctioning = (typeof SANCTIONINGS)[number];

/** One line of a report: what the TD should know, docs/rules.md rule and the guide's section. */
export interface Finding {
  readonly rule: string;
  readonly source: string;
  readonly message: string;
}

export function isSanctioning(value: string): value is Sanctioning {
  return (SANCTIONINGS as readonly string[]).includes(value);
}

/** Star Wars events default to the Players Committee (its profile is the default, docs/rules.md §1). */
export function defaultSanctioning(game: GameName): Sanctioning {
  return game === "swccg" ? "pc" : "decipher";
}

/** The body whose guide a rule profile comes from; On the Edge has none of the two. */
export function sanctioningOfProfile(profile: ProfileName): Sanctioning | undefined {
  switch (profile) {
    case "swccg-pc-2.3.6":
      return "pc";
    case "swccg-decipher-6.99":
    case "stccg-decipher-6.99":
    case "stccg-opg-2014":
    case "yj-decipher-6.99":
      return "decipher";
    case "ote-1.2":
      return undefined;
    default:
      return assertNever(profile);
  }
}

/**
 * The Players Committee guide is a Star Wars CCG guide only, and On the Edge is governed by
 * neither guide (its own rules set no minimums and no time limit).
 */
export function checkSanctioning(
  game: GameName,
  sanctioning: Sanctioning,
  rule: string,
): Result<Sanctioning> {
  if (game === "ote") {
    return fail(
      "UNSUPPORTED_FORMAT",
      "game",
      rule,
      "On the Edge is governed by its own rules (OTE 1.2), not by the SW-PC or DEC guide",
    );
  }
  if (sanctioning === "pc" && game !== "swccg") {
    return fail(
      "UNSUPPORTED_FORMAT",
      "sanctioning",
      rule,
      `the Players Committee guide (SW-PC) covers Star Wars CCG only, not "${game}"`,
    );
  }
  return ok(sanctioning);
}

/** R12: a sealed format (EPP Overdrive, Secret Squirrel, …) only exists in a SW-PC sealed event. */
export function takesSealedFormat(input: {
  readonly sanctioning?: Sanctioning | undefined;
  readonly type?: string | undefined;
}): boolean {
  return input.sanctioning === "pc" && input.type === "sealed";
}

/** R12: refuses a sealed format on an event that cannot have one (takesSealedFormat). */
export function checkFormatFits(input: {
  readonly format?: string | undefined;
  readonly sanctioning?: Sanctioning | undefined;
  readonly type?: string | undefined;
}): Result<true> {
  if (input.format !== undefined && !takesSealedFormat(input)) {
    return fail(
      "INVALID_FIELD",
      "format",
      "R12",
      "a sealed format belongs to a Star Wars sealed event under the Players Committee guide (type sealed, rules swccg-pc-2.3.6)",
    );
  }
  return ok(true);
}
