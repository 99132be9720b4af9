// SPEC §6: the raw result a TD types, per rule profile (SPEC §1). This only shapes the form's
// fields into the results file's `result` object; scoring and every rule check stay in the core's
// scoreGame (the server answers 422 naming the field and rule when the result is wrong).
import type { ProfileName } from "../../../src/core/games.js";

export type ProfileFamily = "swccg" | "stccg" | "yj" | "ote";

export function familyOf(profile: ProfileName | string): ProfileFamily {
  if (profile.startsWith("swccg")) return "swccg";
  if (profile.startsWith("stccg")) return "stccg";
  if (profile.startsWith("yj")) return "yj";
  return "ote";
}

/** The ways a game can end, per family, with the words a TD uses (SPEC §1). */
export const ENDINGS: {
  readonly [F in ProfileFamily]: readonly { readonly value: string; readonly label: string }[];
} = {
  swccg: [
    { value: "full", label: "Full win (Life Force depleted) — S1" },
    { value: "time", label: "Time called — S3" },
    { value: "tie", label: "True tie — S4" },
    { value: "quit", label: "Quit — S6" },
  ],
  stccg: [
    { value: "full", label: "Full win — T2/O1" },
    { value: "deck-out", label: "Both draw decks exhausted — T3/O5" },
    { value: "time", label: "Time (hands down) — T3" },
    { value: "gameplay", label: "Win by a gameplay effect — O5" },
    { value: "concession", label: "Concession — O4" },
    { value: "external", label: "External means — O4" },
    { value: "forfeit", label: "Forfeit — T6" },
  ],
  yj: [
    { value: "full", label: "Full win — Y1" },
    { value: "time", label: "Time — Y2" },
    { value: "tie", label: "True tie — Y3" },
  ],
  ote: [
    { value: "win", label: "Won at 16 Influence — E1" },
    { value: "ruling", label: "Ended by the TD's ruling — E4" },
    { value: "playoff", label: "Additional game: who advanced, in order — OTE 2.83" },
  ],
};

/** What the form holds: the ending, one player picked, one number, and numbers per player. */
export interface ResultFormState {
  readonly end: string;
  /** winner, quitter, forfeiter or toss winner, by the ending. */
  readonly player?: string;
  readonly toss?: string;
  /** Life Force / Draw Deck of the winner, or the quit's differential X. */
  readonly amount?: string;
  /** Per player: Life Force at time, points, Influence, Draw Deck, … */
  readonly perPlayer?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** On the Edge additional game (OTE 2.83): who advanced, first first. */
  readonly advanced?: readonly string[];
}

/** Which inputs the form shows for this ending; the component renders exactly these. */
export interface FormFields {
  readonly player?: string;
  readonly toss?: boolean;
  readonly amount?: string;
  readonly perPlayer: readonly { readonly key: string; readonly label: string }[];
  readonly advanced?: boolean;
}

export function fieldsFor(family: ProfileFamily, end: string): FormFields {
  switch (family) {
    case "swccg":
      if (end === "full")
        return { player: "Winner", amount: "Cards left in the winner's Life Force", perPlayer: [] };
      if (end === "time") return { perPlayer: [{ key: "lifeForce", label: "Life Force" }] };
      if (end === "tie")
        return {
          perPlayer: [
            { key: "lostPile", label: "Lost Pile" },
            { key: "hand", label: "Cards in hand" },
          ],
          toss: true,
        };
      return { player: "Who quit", amount: "Differential X (set by the TD)", perPlayer: [] };
    case "stccg":
      if (end === "forfeit") return { player: "Who forfeited", perPlayer: [] };
      if (end === "concession" || end === "external") return { player: "Winner", perPlayer: [] };
      if (end === "gameplay") return { player: "Winner", perPlayer: [{ key: "points", label: "Points" }] };
      return {
        player: "Winner (only if the points do not say)",
        perPlayer: [{ key: "points", label: "Points" }],
      };
    case "yj":
      if (end === "full")
        return { player: "Winner", amount: "Cards in the winner's Draw Deck", perPlayer: [] };
      if (end === "time")
        return {
          perPlayer: [
            { key: "planetaryVictories", label: "Planetary victories" },
            { key: "drawDeck", label: "Draw Deck" },
          ],
        };
      return { perPlayer: [] };
    case "ote":
      if (end === "playoff") return { advanced: true, perPlayer: [] };
      return { player: "Winner", perPlayer: [{ key: "influence", label: "Influence" }] };
  }
}

function toNumber(text: string | undefined): number | string | undefined {
  if (text === undefined || text.trim() === "") return undefined;
  const value = Number(text.trim());
  // A non-number goes to the server as typed: the profile refuses it naming the field.
  return Number.isFinite(value) ? value : text.trim();
}

/** The form's values as SPEC §6's raw result; empty inputs are left out. */
export function toRawResult(
  family: ProfileFamily,
  state: ResultFormState,
  playerIds: readonly string[],
): Record<string, unknown> {
  const fields = fieldsFor(family, state.end);
  const result: Record<string, unknown> = {};
  if (family !== "ote") result.end = state.end;
  else if (state.end === "ruling") result.end = "ruling";
  if (fields.advanced) return { advanced: (state.advanced ?? []).filter(Boolean) };
  if (fields.player && state.player) {
    const key =
      family === "swccg" && state.end === "quit"
        ? "quitter"
        : state.end === "forfeit"
          ? "forfeiter"
          : "winner";
    result[key] = state.player;
  }
  if (fields.amount) {
    const amount = toNumber(state.amount);
    if (amount !== undefined) {
      const key = family === "swccg" ? (state.end === "quit" ? "differential" : "lifeForce") : "drawDeck";
      result[key] = amount;
    }
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

/** One line for a table list: "full, winner Anna, 15" — what was reported, in words. */
export function describeRawResult(
  result: Readonly<Record<string, unknown>>,
  nameOf: (id: string) => string,
): string {
  // Words a TD reads, not the results file's keys: "Cora Costa won · full game · Life Force 8".
  const parts: string[] = [];
  if (typeof result.winner === "string") parts.push(`${nameOf(result.winner)} won`);
  const end = typeof result.end === "string" ? (END_WORDS[result.end] ?? result.end) : "";
  if (end) parts.push(end);
  for (const [key, value] of Object.entries(result)) {
    if (key === "end" || key === "winner") continue;
    const label = KEY_WORDS[key] ?? key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
    if (typeof value === "string") parts.push(`${label} ${nameOf(value)}`);
    else if (Array.isArray(value)) parts.push(`${label} ${value.map((v) => nameOf(String(v))).join(", ")}`);
    else if (typeof value === "object" && value !== null)
      parts.push(
        `${label} ${Object.entries(value as Record<string, unknown>)
          .map(([id, v]) => `${nameOf(id)} ${String(v)}`)
          .join(", ")}`,
      );
    else parts.push(`${label} ${String(value)}`);
  }
  return parts.join(" · ");
}

const END_WORDS: Readonly<Record<string, string>> = {
  full: "full game",
  time: "time called",
  tie: "tie",
  quit: "quit",
  forfeit: "forfeit",
  concession: "concession",
  bye: "bye",
  "earned-bye": "earned bye",
};

const KEY_WORDS: Readonly<Record<string, string>> = {
  lifeForce: "Life Force",
  influence: "Influence",
  advanced: "advanced",
  points: "points",
  drawDeck: "draw deck",
  differential: "differential",
};
