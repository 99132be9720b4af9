// Option parsing shared by the event-rules sub-commands (R3–R12): a bad value ends the
// command with exit status 1 and a message naming the option and the rule (docs/architecture.md).
import { randomUUID } from "node:crypto";
import type { Result } from "../../core/errors.js";
import {
  defaultSanctioning,
  isSanctioning,
  isSealedFormatId,
  SANCTIONINGS,
  SEALED_FORMAT_IDS,
  type Sanctioning,
  type SealedFormatId,
} from "../../core/event-rules/index.js";
import { EVENT_TYPES, GAME_NAMES, type EventType, type GameName } from "../../core/games.js";
import { badInput } from "../exit.js";

export function parseWhole(
  option: string,
  value: string | undefined,
  rule: string,
  min = 0,
): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value.trim()) || Number(value) < min)
    badInput(`${option} ${value}: expected a whole number ≥ ${min} (${rule})`);
  return Number(value);
}

export function parseGame(value: string): GameName {
  if (!(GAME_NAMES as readonly string[]).includes(value))
    badInput(`--game ${value}: expected one of ${GAME_NAMES.join(", ")} (docs/rules.md §6)`);
  return value as GameName;
}

export function parseType(value: string): EventType {
  if (!(EVENT_TYPES as readonly string[]).includes(value))
    badInput(`--type ${value}: expected one of ${EVENT_TYPES.join(", ")} (docs/rules.md §6)`);
  return value as EventType;
}

export function parseSanctioning(value: string | undefined, game: GameName, rule: string): Sanctioning {
  if (value === undefined) return defaultSanctioning(game);
  if (!isSanctioning(value))
    badInput(`--sanctioned ${value}: expected ${SANCTIONINGS.join(" or ")} (${rule})`);
  return value;
}

export function parseFormat(value: string | undefined, option = "--format"): SealedFormatId | undefined {
  if (value === undefined) return undefined;
  if (!isSealedFormatId(value))
    badInput(`${option} ${value}: expected one of ${SEALED_FORMAT_IDS.join(", ")} (R12)`);
  return value;
}

/** `a,b, c` → ["a", "b", "c"]; duplicates are refused. */
export function parseIds(option: string, value: string | undefined, rule: string): string[] {
  if (value === undefined) return [];
  const ids = value
    .split(",")
    .map((id) => id.trim())
    .filter((id) => id.length > 0);
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice !== undefined) badInput(`${option}: "${twice}" is listed twice (${rule})`);
  return ids;
}

/** The seed given, or a fresh one the output prints so the draw can be repeated (docs/rules.md §2). */
export function seedOrNew(seed: string | undefined): string {
  if (seed !== undefined && seed.trim() === "")
    badInput("--seed: empty; give a seed, or leave --seed out for a fresh one (docs/rules.md §2)");
  return seed ?? randomUUID();
}

/** Unwraps a core result; an error becomes exit status 1 naming the option behind its field. */
export function orBadInput<T>(result: Result<T>, options: Readonly<Record<string, string>>): T {
  if (result.ok) return result.value;
  const { field, message, rule } = result.error;
  const option = options[field] ?? field;
  return badInput(`${option ? `${option}: ` : ""}${message} (${rule})`);
}
