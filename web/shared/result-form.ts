// docs/rules.md §6: the raw result of one game, per rule profile (docs/rules.md §1) — ONE description shared by the
// TD console's keyboard form and the player's phone form (R6). This only shapes the form's fields
// into the results file's `result` object; scoring and every rule check stay in the core's
// scoreGame (the preview runs it; the server runs it again and answers 422 naming the field and rule).
import { PROFILE_NAMES, type ProfileName } from "../../src/core/games.js";
import { PROFILES } from "../../src/core/rules/index.js";
import type { Ending as DeclaredEnding, EndingField } from "../../src/core/rules/shared/result-shape.js";

export type ProfileFamily = "swccg" | "stccg" | "yj" | "ote";

export function familyOf(profile: ProfileName | string): ProfileFamily {
  if (profile.startsWith("swccg")) return "swccg";
  if (profile.startsWith("stccg")) return "stccg";
  if (profile.startsWith("yj")) return "yj";
  return "ote";
}

/** One number typed per player (Life Force at time, points, Influence, Draw Deck, …). */
export interface NumberField {
  /** The key of docs/rules.md §6's raw result: `{ [key]: { [playerId]: n } }`. */
  readonly key: string;
  readonly label: string;
  /** A few words under the label: what to count. */
  readonly help?: string;
  /** The phone's − / + buttons stop here; the core still checks the real bounds. */
  readonly min: number;
  readonly max: number;
}

/** Which inputs the form shows for one ending; both forms render exactly these. */
export interface FormFields {
  /** A player picked: the label, and the raw result's key (`winner`, `quitter`, `forfeiter`). */
  readonly player?: string;
  readonly playerKey?: string;
  /** The pick may stay empty (Star Trek: the points say who won unless they are equal, T2). */
  readonly playerOptional?: boolean;
  /** S4: who won the toss, only used when lost pile and hand are equal. */
  readonly toss?: boolean;
  /** One number for the game: the label and the raw result's key. */
  readonly amount?: string;
  readonly amountKey?: string;
  readonly amountHelp?: string;
  readonly amountMax?: number;
  readonly perPlayer: readonly NumberField[];
  /** On the Edge additional game (OTE 2.83): who advanced, first first. */
  readonly advanced?: boolean;
}

/** How a player says it on the phone; absent when only the TD enters this ending (R6). */
export interface PhoneWords {
  readonly label: string;
  readonly hint: string;
}

export interface Ending {
  /** docs/rules.md §6 `end` (On the Edge: "win" is a result without `end`). */
  readonly value: string;
  /** The TD's words, with the rule. */
  readonly label: string;
  readonly phone?: PhoneWords;
  /** Whether the result holds `end` (On the Edge's win at 16 does not). */
  readonly writesEnd: boolean;
  readonly fields: FormFields;
}

const numberField = (field: EndingField): NumberField => ({
  key: field.key,
  label: field.label,
  ...(field.help !== undefined && { help: field.help }),
  min: field.offered?.min ?? field.min ?? 0,
  max: field.offered?.max ?? field.max ?? 0,
});

/** The form's inputs for an ending, from its declared fields (src/core/rules, `ending`). */
export function formFieldsOf(declared: DeclaredEnding): FormFields {
  const fields: {
    -readonly [K in keyof FormFields]: FormFields[K];
  } = { perPlayer: declared.fields.filter((f) => f.owner === "each").map(numberField) };
  for (const field of declared.fields) {
    switch (field.owner) {
      case "pick":
        fields.player = field.label;
        fields.playerKey = field.key;
        if (field.optional) fields.playerOptional = true;
        break;
      case "toss":
        fields.toss = true;
        break;
      case "winner":
      case "game":
        fields.amount = field.label;
        fields.amountKey = field.key;
        if (field.help !== undefined) fields.amountHelp = field.help;
        if (field.max !== undefined) fields.amountMax = field.offered?.max ?? field.max;
        break;
      case "order":
        fields.advanced = true;
        break;
      case "each":
        break;
    }
  }
  return fields;
}

const toFormEnding = (declared: DeclaredEnding): Ending => ({
  value: declared.end,
  label: declared.label,
  ...(declared.phone !== undefined && { phone: declared.phone }),
  writesEnd: declared.writesEnd,
  fields: formFieldsOf(declared),
});

/** Each profile's endings, as the forms offer them, in its order: made once. */
const BY_PROFILE = new Map<ProfileName, readonly Ending[]>(
  PROFILE_NAMES.map((name) => [name, PROFILES[name].endings.map(toFormEnding)]),
);

/**
 * The endings a profile declares, as the forms offer them, in its order. The forms ask the
 * event's profile, not its game's family: two profiles of a game may take an ending with other
 * fields (T9: the TD sets a quit's X; O7: a quit is a concession, no X).
 */
export function endingsOf(profile: ProfileName): readonly Ending[] {
  return BY_PROFILE.get(profile)!;
}

/**
 * The rule a profile's quit scores by, as its declared ending cites it (S6; T9 for Star Trek, Y3
 * for Young Jedi, O7 for the 2014 Organized Play), for the TD's drop form: never S6 for a game
 * whose own rule it is not.
 */
export function quitRuleOf(profile: ProfileName): string {
  // The rule ID of what the ending cites ("DEC quitting (S6)" → S6).
  const cited = PROFILES[profile].endings.find((e) => e.end === "quit")?.rule ?? "";
  return cited.match(/[A-Z]+\d+/g)?.at(-1) ?? "S6";
}

/**
 * A family's endings, for what names an ending without a form (a slip's boxes to tick, a
 * refusal's words): each `end` its profiles declare, once, in the first declaration's words.
 */
function familyEndings(family: ProfileFamily): readonly Ending[] {
  const byValue = new Map<string, Ending>();
  for (const name of PROFILE_NAMES.filter((p) => familyOf(p) === family))
    for (const ending of endingsOf(name)) if (!byValue.has(ending.value)) byValue.set(ending.value, ending);
  return [...byValue.values()];
}

/** The ways a game can end, per family (docs/rules.md §1): a slip's boxes, a refusal's words. */
export const ENDINGS: { readonly [F in ProfileFamily]: readonly Ending[] } = {
  swccg: familyEndings("swccg"),
  stccg: familyEndings("stccg"),
  yj: familyEndings("yj"),
  ote: familyEndings("ote"),
};

/**
 * The endings a player may report from the phone (R6): those the game's own play settles and both
 * players can check — a full win, time, both decks out, a card's effect, a true tie (S4/Y3: the
 * counts decide). The TD alone enters what is a ruling: a quit (S6/T9/Y3: the TD sets X and drops
 * the quitter; O7), a concession or external means (O4), a forfeit (T6), an On the Edge ruling
 * (E4) or additional game; deck-check penalties (S7) and disqualifications are the TD's own commands.
 */
export function phoneEndings(profile: ProfileName): readonly (Ending & { readonly phone: PhoneWords })[] {
  return endingsOf(profile).filter((e): e is Ending & { phone: PhoneWords } => e.phone !== undefined);
}

const NO_FIELDS: FormFields = { perPlayer: [] };

export function fieldsFor(profile: ProfileName, end: string): FormFields {
  return endingsOf(profile).find((e) => e.value === end)?.fields ?? NO_FIELDS;
}

/** What the form holds: the ending, one player picked, one number, and numbers per player. */
export interface ResultFormState {
  readonly end: string;
  /** winner, quitter or forfeiter, by the ending. */
  readonly player?: string;
  readonly toss?: string;
  /** Life Force / Draw Deck of the winner, or the quit's differential X. */
  readonly amount?: string;
  /** Per player: field key → text typed. */
  readonly perPlayer?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** On the Edge additional game (OTE 2.83): who advanced, first first. */
  readonly advanced?: readonly string[];
}

function toNumber(text: string | undefined): number | string | undefined {
  if (text === undefined || text.trim() === "") return undefined;
  const value = Number(text.trim());
  // A non-number goes to the server as typed: the profile refuses it naming the field.
  return Number.isFinite(value) ? value : text.trim();
}

/** The form's values as docs/rules.md §6's raw result; empty inputs are left out. */
export function toRawResult(
  profile: ProfileName,
  state: ResultFormState,
  playerIds: readonly string[],
): Record<string, unknown> {
  const fields = fieldsFor(profile, state.end);
  if (fields.advanced) return { advanced: (state.advanced ?? []).filter(Boolean) };
  const result: Record<string, unknown> = {};
  // On the Edge: a game won at 16 has no `end`; only the TD's ruling says so (E4).
  if (endingsOf(profile).find((e) => e.value === state.end)?.writesEnd ?? true) result.end = state.end;
  if (fields.playerKey && state.player) result[fields.playerKey] = state.player;
  if (fields.amountKey) {
    const amount = toNumber(state.amount);
    if (amount !== undefined) result[fields.amountKey] = amount;
  }
  if (fields.toss && state.toss) result.toss = state.toss;
  for (const { key } of fields.perPlayer) {
    const values: Record<string, unknown> = {};
    for (const id of playerIds) {
      const value = toNumber(state.perPlayer?.[id]?.[key]);
      if (value !== undefined) values[id] = value;
    }
    if (Object.keys(values).length > 0) result[key] = values;
  }
  return result;
}

/**
 * A raw result as the form holds it: the inverse of toRawResult, so a correction opens on the
 * result as it stands and the TD changes only what was wrong (R6). A result no declared ending of
 * the profile reads (an older file's shape) gives the first ending, empty.
 */
export function toFormState(
  profile: ProfileName,
  result: Readonly<Record<string, unknown>>,
): ResultFormState {
  const endings = endingsOf(profile);
  const ending =
    typeof result.end === "string"
      ? endings.find((e) => e.writesEnd && e.value === result.end)
      : Array.isArray(result.advanced)
        ? endings.find((e) => e.fields.advanced)
        : endings.find((e) => !e.writesEnd && !e.fields.advanced);
  if (!ending) return { end: endings[0]!.value };
  const { fields } = ending;
  if (fields.advanced) return { end: ending.value, advanced: (result.advanced as unknown[]).map(String) };
  const text = (value: unknown): string | undefined =>
    typeof value === "number" || typeof value === "string" ? String(value) : undefined;
  const perPlayer: Record<string, Record<string, string>> = {};
  for (const { key } of fields.perPlayer) {
    const values = result[key];
    if (typeof values !== "object" || values === null) continue;
    for (const [id, value] of Object.entries(values)) {
      const shown = text(value);
      if (shown !== undefined) perPlayer[id] = { ...perPlayer[id], [key]: shown };
    }
  }
  const player = fields.playerKey ? text(result[fields.playerKey]) : undefined;
  const amount = fields.amountKey ? text(result[fields.amountKey]) : undefined;
  const toss = fields.toss ? text(result.toss) : undefined;
  return {
    end: ending.value,
    ...(player !== undefined && { player }),
    ...(amount !== undefined && { amount }),
    ...(toss !== undefined && { toss }),
    ...(Object.keys(perPlayer).length > 0 && { perPlayer }),
  };
}

/**
 * The first input still empty, in the form's order, or null when everything the ending asks for
 * is there (optional picks and the toss aside). The phone waits for it before scoring a preview.
 */
export function firstMissing(
  profile: ProfileName,
  state: ResultFormState,
  playerIds: readonly string[],
): string | null {
  const fields = fieldsFor(profile, state.end);
  if (fields.player && !fields.playerOptional && !state.player) return fields.player;
  if (fields.amount && (state.amount ?? "").trim() === "") return fields.amount;
  for (const field of fields.perPlayer) {
    if (playerIds.some((id) => (state.perPlayer?.[id]?.[field.key] ?? "").trim() === "")) return field.label;
  }
  return null;
}

/** Which input of the form a core/server field path names (`result.lifeForce.luke`). */
export type FormInput =
  | { readonly kind: "player" | "toss" | "amount" }
  | { readonly kind: "perPlayer"; readonly key: string; readonly id: string };

/**
 * The input a refusal's `field` points at, so its words stand beside it; null when the form has
 * no such input (the words then stand above the send button). A per-player path without a player
 * (`result.lifeForce`: the values together) points at the first player's input.
 */
export function inputOfField(
  fields: FormFields,
  field: string | undefined,
  playerIds: readonly string[],
): FormInput | null {
  if (!field) return null;
  const match = /(?:^|\.)result(?:\.|\[|$)(.*)$/.exec(field);
  if (!match) return null;
  const [key, id] = match[1]!.split(/[.[\]"]+/).filter(Boolean);
  if (!key) return null;
  if (key === fields.playerKey) return { kind: "player" };
  if (key === "toss" && fields.toss) return { kind: "toss" };
  if (key === fields.amountKey) return { kind: "amount" };
  if (!fields.perPlayer.some((f) => f.key === key)) return null;
  const who = id !== undefined && playerIds.includes(id) ? id : playerIds[0];
  return who === undefined ? null : { kind: "perPlayer", key, id: who };
}

/** One line for a table list: "full, winner Anna, 15" — what was reported, in words. */
export function describeRawResult(
  result: Readonly<Record<string, unknown>>,
  nameOf: (id: string) => string,
): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(result)) {
    if (typeof value === "string" && key !== "end") parts.push(`${key} ${nameOf(value)}`);
    else if (typeof value === "object" && value !== null)
      parts.push(
        `${key} ${Object.entries(value as Record<string, unknown>)
          .map(([id, v]) => `${nameOf(id)} ${String(v)}`)
          .join(", ")}`,
      );
    else if (key !== "end") parts.push(`${key} ${String(value)}`);
  }
  const end = typeof result.end === "string" ? result.end : "";
  return [end, ...parts].filter(Boolean).join("; ");
}
