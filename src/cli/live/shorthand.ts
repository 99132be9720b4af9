// `handsdown report` short forms a TD types quickly, turned into the raw result of docs/rules.md
// §6 for the event's profile. Which endings there are and which short form gives which field is
// the profile's declaration (its endings, src/core/rules/shared/result-shape.ts), not a list of
// this module's; the profile itself validates the result (one scoreGame for everyone).
import type { RawResult, Seat } from "../../core/events.js";
import type { ProfileName } from "../../core/games.js";
import type { PlayerEntry } from "../../core/results-file/schema.js";
import { PROFILES } from "../../core/rules/index.js";
import type { Ending, EndingField } from "../../core/rules/shared/result-shape.js";
import { badInput, usageError } from "../exit.js";
import { resolvePlayer } from "./players.js";

/** The options a result is given with (`result`, `end`, the short forms), by commander's names, among others. */
export type ResultFlags = object;

function parseInteger(field: string, text: string, rule: string): number {
  if (!/^-?\d+$/.test(text.trim()))
    return badInput(`${field}: expected a whole number, got "${text}" (${rule})`);
  return Number(text.trim());
}

/** `luke=12,vader=7` (names matched among the game's players) or, for two players, `12-7` in seat order. */
export function parsePerPlayer(
  field: string,
  text: string,
  seats: readonly Seat[],
  players: readonly PlayerEntry[],
  rule: string,
): Record<string, number> {
  const inGame = players.filter((p) => seats.some((s) => s.id === p.id));
  const pair = /^\s*(-?\d+)\s*-\s*(-?\d+)\s*$/.exec(text);
  if (pair && seats.length === 2) {
    return { [seats[0]!.id]: Number(pair[1]), [seats[1]!.id]: Number(pair[2]) };
  }
  // Keyed by player ID (user data): no prototype, so `__proto__` and `constructor` are keys.
  const values = Object.create(null) as Record<string, number>;
  for (const part of text.split(",")) {
    const [who, value, ...rest] = part.split("=");
    if (who === undefined || value === undefined || rest.length > 0) {
      return badInput(
        `${field}: expected NAME=NUMBER,NAME=NUMBER${seats.length === 2 ? " or A-B in table order" : ""}, got "${text}" (${rule})`,
      );
    }
    const id = resolvePlayer(inGame, who, field, rule, players);
    if (id in values) return badInput(`${field}: ${id} is given twice (${rule})`);
    values[id] = parseInteger(field, value, rule);
  }
  return values;
}

function parseJson(text: string): RawResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return badInput(
      `--result: not valid JSON: ${error instanceof Error ? error.message : String(error)} (docs/rules.md §6)`,
    );
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return badInput(
      '--result: expected a JSON object such as {"end":"full","winner":"ID","lifeForce":15} (docs/rules.md §6)',
    );
  }
  return value as RawResult;
}

/** `--draw-deck` → `drawDeck`: the key commander gives an option's value. */
export function flagKey(flag: string): string {
  return flag.replace(/^--/, "").replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * Every short form a profile declares (its endings' fields, src/core/rules), with `--end`:
 * `handsdown report` and `report --all`'s result lines take exactly these.
 */
export function shortFormFlags(): readonly string[] {
  const flags = Object.values(PROFILES).flatMap((profile) =>
    profile.endings.flatMap((ending) => ending.fields.map((field) => field.flag)),
  );
  return [...new Set([...flags, "--end"])];
}

/** How a field's value is typed: `--lf N`, `--time NAME=N,…`. */
function placeholder(field: EndingField): string {
  switch (field.owner) {
    case "pick":
    case "toss":
      return `${field.flag} NAME`;
    case "winner":
    case "game":
      return `${field.flag} N`;
    case "each":
      return `${field.flag} NAME=N,…`;
    case "order":
      return `${field.flag} NAME,NAME,…`;
  }
}

/** "Time called — S3: --time NAME=N,…": an ending and its short forms. */
const describeEnding = (ending: Ending): string =>
  `${ending.label}: ${ending.fields.length === 0 ? `--end ${ending.end}` : ending.fields.map(placeholder).join(" ")}`;

/**
 * How a result of `profile` is typed, from its first ordinary ending (the profile's declaration):
 * `--winner NAME --lf N` for Star Wars, `--points NAME=N,…` for Star Trek — the example a prompt
 * for results shows.
 */
export function shortFormExample(profile: ProfileName): string {
  const ending = PROFILES[profile].endings.find((e) => !e.byName && e.fields.length > 0);
  return ending
    ? ending.fields
        .filter((f) => !f.optional)
        .map(placeholder)
        .join(" ")
    : "--result JSON";
}

/**
 * The options behind a result's fields (`result.winner` → `--winner`, `result.points` →
 * `--points`), from the ending the result is (its `end`, else every ending of the profile), so
 * that a refusal of the profile's scoring names what the TD typed (describeCommandError).
 */
export function resultFieldOptions(profile: ProfileName, result: RawResult): Record<string, string> {
  const { endings } = PROFILES[profile];
  const end = (result as { end?: unknown }).end;
  const ofEnd = endings.filter((e) => e.end === end);
  const options: Record<string, string> = { "result.end": "--end" };
  for (const ending of ofEnd.length > 0 ? ofEnd : endings)
    for (const field of ending.fields) options[`result.${field.key}`] ??= field.flag;
  return options;
}

const askedFor = (ending: Ending): readonly EndingField[] => ending.fields.filter((field) => !field.optional);

function refuse(flag: string, profile: ProfileName, hint: string): never {
  return badInput(`${flag}: not a short form for ${profile}; ${hint} (docs/rules.md §6)`);
}

/** A field's value as its ending's result holds it, read from what was typed. */
function readField(
  field: EndingField,
  text: string,
  rule: string,
  seats: readonly Seat[],
  players: readonly PlayerEntry[],
): unknown {
  const inGame = players.filter((p) => seats.some((s) => s.id === p.id));
  switch (field.owner) {
    case "pick":
    case "toss":
      return resolvePlayer(inGame, text, field.flag, rule, players);
    case "winner":
    case "game":
      return parseInteger(field.flag, text, rule);
    case "each":
      return parsePerPlayer(field.flag, text, seats, players, rule);
    case "order": {
      // M6 (OTE 2.83): who advanced, in order.
      const names = text.split(",").filter((t) => t.trim() !== "");
      if (names.length === 0)
        return badInput(`${field.flag} "${text}": name the players, in order (${rule})`);
      return names.map((name) => resolvePlayer(inGame, name, field.flag, rule, players));
    }
  }
}

/**
 * The raw result the flags describe, for a game between `seats` under `profile`: the one ending
 * of the profile's declared endings (src/core/rules, `ending`) that takes the short forms given
 * (`--end` names it when several do; else the profile's guess, e.g. Star Trek's points at the
 * cap), its fields read from them. The profile then validates the result (scoreGame).
 */
export function toRawResult(
  flags: ResultFlags,
  profile: ProfileName,
  seats: readonly Seat[],
  players: readonly PlayerEntry[],
  cap = 100,
): RawResult {
  const text = (flag: string): string | undefined => {
    const value = (flags as Readonly<Record<string, unknown>>)[flagKey(flag)];
    return typeof value === "string" ? value : undefined;
  };
  const given = shortFormFlags().filter((flag) => text(flag) !== undefined);
  const json = text("--result");
  if (json !== undefined) {
    // Options that do not go together are a usage error (exit 2), as commander's own.
    if (given.length > 0)
      return usageError(`--result: give the whole result or its short forms (${given.join(", ")}), not both`);
    return parseJson(json);
  }
  if (given.length === 0)
    return usageError(
      "--result: missing; give --result JSON or a short form such as --winner NAME --lf 15 (docs/rules.md §6)",
    );
  const { endings, guessEnd } = PROFILES[profile];
  const offered = [...new Set([...endings.flatMap((e) => e.fields.map((f) => f.flag)), "--end"])];
  const foreign = given.find((flag) => !offered.includes(flag));
  if (foreign !== undefined) refuse(foreign, profile, `use ${offered.join(", ")} or --result JSON`);

  const end = text("--end");
  // A ruling is taken only when named: its fields are those of an ordinary ending.
  const named = end === undefined ? endings.filter((e) => !e.byName) : endings.filter((e) => e.end === end);
  if (named.length === 0)
    return badInput(
      `--end: "${end}" is not an ending of ${profile}; expected one of ${endings.map((e) => e.end).join(", ")} (docs/rules.md §6)`,
    );
  const typed = given.filter((flag) => flag !== "--end");
  const fitting = named.filter((e) => typed.every((flag) => e.fields.some((f) => f.flag === flag)));
  if (fitting.length === 0)
    return badInput(
      `${typed.join(", ")}: no ending of ${profile} takes ${typed.length > 1 ? "these together" : "it"}; ${named.map(describeEnding).join("; ")} (docs/rules.md §6)`,
    );
  const complete = fitting.filter((e) => askedFor(e).every((f) => text(f.flag) !== undefined));
  if (complete.length === 0) {
    const first = fitting[0]!;
    const missing = askedFor(first).filter((f) => text(f.flag) === undefined);
    return badInput(
      `${missing.map((f) => f.flag).join("/")}: missing; ${describeEnding(first)} (${first.rule})`,
    );
  }
  const read = (ending: Ending): Record<string, unknown> => {
    // Keyed by the ending's own field names; a player's ID is a value here, never a key.
    const result: Record<string, unknown> = ending.writesEnd ? { end: ending.end } : {};
    for (const field of ending.fields) {
      const value = text(field.flag);
      if (value !== undefined) result[field.key] = readField(field, value, ending.rule, seats, players);
    }
    return result;
  };
  if (complete.length === 1) return read(complete[0]!);
  const guessed = guessEnd?.(read(complete[0]!), { cap });
  const chosen = complete.find((e) => e.end === guessed);
  if (chosen === undefined)
    return badInput(
      `--end: say which ending: ${complete.map((e) => `--end ${e.end} (${e.label})`).join(", ")} (docs/rules.md §6)`,
    );
  return read(chosen);
}
