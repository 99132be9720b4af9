// docs/rules.md §6: the raw result of one game, per rule profile (docs/rules.md §1) — ONE description shared by the
// TD console's keyboard form and the player's phone form (R6). This only shapes the form's fields
// into the results file's `result` object; scoring and every rule check stay in the core's
// scoreGame (the preview runs it; the server runs it again and answers 422 naming the field and rule).
import type { ProfileName } from "../../src/core/games.js";
import { boundsOf } from "../../src/core/rules/shared/result-shape.js";
import {
  fullShape as swFull,
  tieShape as swTie,
  timeShape as swTime,
} from "../../src/core/rules/star-wars.js";
import { pointsShape } from "../../src/core/rules/star-trek.js";
import { fullShape as yjFull, timeShape as yjTime } from "../../src/core/rules/yj-decipher-6.99.js";

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
  readonly playerKey?: "winner" | "quitter" | "forfeiter";
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
  readonly fields: FormFields;
}

const LIFE_FORCE_HELP = "Reserve Deck + Force Pile + Used Pile";
// The bounds are the profile's own (its result shapes, src/core/rules): what the form offers is
// what the core accepts.
const count = (
  bounds: { min: number; max: number },
  key: string,
  label: string,
  help?: string,
): NumberField => ({
  key,
  label,
  ...bounds,
  ...(help !== undefined && { help }),
});
const points: NumberField = { key: "points", label: "Points", ...boundsOf(pointsShape, "points") };
const winner = { player: "Winner", playerKey: "winner" } as const;

/** The ways a game can end, per family (docs/rules.md §1), in the order the forms offer them. */
export const ENDINGS: { readonly [F in ProfileFamily]: readonly Ending[] } = {
  swccg: [
    {
      value: "full",
      label: "Full win (Life Force depleted) — S1",
      phone: { label: "Life Force depleted", hint: "Full win (S1)" },
      fields: {
        ...winner,
        amount: "Cards left in the winner's Life Force",
        amountKey: "lifeForce",
        amountHelp: LIFE_FORCE_HELP,
        amountMax: boundsOf(swFull, "lifeForce").max,
        perPlayer: [],
      },
    },
    {
      value: "time",
      label: "Time called — S3",
      phone: { label: "Time was called", hint: "More Life Force wins (S3)" },
      fields: {
        perPlayer: [count(boundsOf(swTime, "lifeForce"), "lifeForce", "Life Force", LIFE_FORCE_HELP)],
      },
    },
    {
      value: "tie",
      label: "True tie — S4",
      phone: { label: "True tie at time", hint: "Same Life Force: lost pile, hand, then the toss (S4)" },
      fields: {
        perPlayer: [
          count(boundsOf(swTie, "lostPile"), "lostPile", "Lost Pile"),
          count(boundsOf(swTie, "hand"), "hand", "Cards in hand"),
        ],
        toss: true,
      },
    },
    {
      value: "quit",
      label: "Quit — S6",
      fields: {
        player: "Who quit",
        playerKey: "quitter",
        amount: "Differential X (set by the TD)",
        amountKey: "differential",
        amountMax: 60,
        perPlayer: [],
      },
    },
  ],
  stccg: [
    {
      value: "full",
      label: "Full win — T2/O1",
      phone: { label: "A player reached the points to win", hint: "Full win (T2/O1)" },
      fields: {
        player: "Winner (only if the points do not say)",
        playerKey: "winner",
        playerOptional: true,
        perPlayer: [points],
      },
    },
    {
      value: "deck-out",
      label: "Both draw decks exhausted — T3/O5",
      phone: { label: "Both draw decks ran out", hint: "More points wins (T3/O5)" },
      fields: {
        player: "Winner (only if the points do not say)",
        playerKey: "winner",
        playerOptional: true,
        perPlayer: [points],
      },
    },
    {
      value: "time",
      label: "Time (hands down) — T3",
      phone: { label: "Time was called", hint: "More points wins (T3)" },
      fields: {
        player: "Winner (only if the points do not say)",
        playerKey: "winner",
        playerOptional: true,
        perPlayer: [points],
      },
    },
    {
      // T3 (DEC Glossary, Modified win): "when a scenario's condition have not been met" — 1 VP to
      // the player with more points. The TD enters it: a scenario is announced by the event.
      value: "scenario",
      label: "Scenario's condition not met — T3",
      fields: {
        player: "Winner (only if the points do not say)",
        playerKey: "winner",
        playerOptional: true,
        perPlayer: [points],
      },
    },
    {
      value: "gameplay",
      label: "Win by a gameplay effect — O5",
      phone: { label: "A card's effect won the game", hint: "Full win (O5)" },
      fields: { ...winner, perPlayer: [points] },
    },
    {
      value: "concession",
      label: "Concession — O4",
      fields: { ...winner, perPlayer: [] },
    },
    { value: "external", label: "External means — O4", fields: { ...winner, perPlayer: [] } },
    {
      value: "forfeit",
      label: "Forfeit — T6",
      fields: { player: "Who forfeited", playerKey: "forfeiter", perPlayer: [] },
    },
  ],
  yj: [
    {
      value: "full",
      label: "Full win — Y1",
      phone: { label: "Draw Deck depleted or second planetary victory", hint: "Full win (Y1)" },
      fields: {
        ...winner,
        amount: "Cards in the winner's Draw Deck",
        amountKey: "drawDeck",
        amountMax: boundsOf(yjFull, "drawDeck").max,
        perPlayer: [],
      },
    },
    {
      value: "time",
      label: "Time — Y2",
      phone: { label: "Time was called", hint: "More planetary victories, then more Draw Deck (Y2)" },
      fields: {
        perPlayer: [
          count(boundsOf(yjTime, "planetaryVictories"), "planetaryVictories", "Planetary victories"),
          count(boundsOf(yjTime, "drawDeck"), "drawDeck", "Draw Deck"),
        ],
      },
    },
    {
      value: "tie",
      label: "True tie — Y3",
      phone: { label: "True tie", hint: "1 point each (Y3)" },
      fields: { perPlayer: [] },
    },
  ],
  ote: [
    {
      value: "win",
      label: "Won at 16 Influence — E1",
      phone: { label: "A player reached 16 Influence", hint: "Everyone's final Influence counts (E1)" },
      fields: {
        ...winner,
        perPlayer: [
          { key: "influence", label: "Influence", help: "Final Influence Points", min: -99, max: 99 },
        ],
      },
    },
    {
      value: "ruling",
      label: "Ended by the TD's ruling — E4",
      fields: { ...winner, perPlayer: [{ key: "influence", label: "Influence", min: -99, max: 99 }] },
    },
    {
      value: "playoff",
      label: "Additional game: who advanced, in order — OTE 2.83",
      fields: { advanced: true, perPlayer: [] },
    },
  ],
};

/**
 * The endings a player may report from the phone (R6): those the game's own play settles and both
 * players can check — a full win, time, both decks out, a card's effect, a true tie (S4/Y3: the
 * counts decide). The TD alone enters what is a ruling: a quit (S6: the TD sets X and drops the
 * quitter), a concession or external means (O4), a forfeit (T6), an On the Edge ruling (E4) or
 * additional game; deck-check penalties (S7) and disqualifications are the TD's own commands.
 */
export function phoneEndings(family: ProfileFamily): readonly (Ending & { readonly phone: PhoneWords })[] {
  return ENDINGS[family].filter((e): e is Ending & { phone: PhoneWords } => e.phone !== undefined);
}

const NO_FIELDS: FormFields = { perPlayer: [] };

export function fieldsFor(family: ProfileFamily, end: string): FormFields {
  return ENDINGS[family].find((e) => e.value === end)?.fields ?? NO_FIELDS;
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
  family: ProfileFamily,
  state: ResultFormState,
  playerIds: readonly string[],
): Record<string, unknown> {
  const fields = fieldsFor(family, state.end);
  if (fields.advanced) return { advanced: (state.advanced ?? []).filter(Boolean) };
  const result: Record<string, unknown> = {};
  // On the Edge: a game won at 16 has no `end`; only the TD's ruling says so (E4).
  if (family !== "ote" || state.end !== "win") result.end = state.end;
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
 * The first input still empty, in the form's order, or null when everything the ending asks for
 * is there (optional picks and the toss aside). The phone waits for it before scoring a preview.
 */
export function firstMissing(
  family: ProfileFamily,
  state: ResultFormState,
  playerIds: readonly string[],
): string | null {
  const fields = fieldsFor(family, state.end);
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
