// R6 from a phone: the result form of the event's game (SPEC §6 raw results), as few taps as the
// result allows. This file only builds the raw result the TD would type; scoring it — and
// refusing it — is the core's scoreGame, run for the preview and again by the server.
import type { GameName } from "../../src/core/games.js";

/** How a game ended, as a player says it; each maps to one SPEC §6 `end`. */
export interface EndChoice {
  readonly end: string;
  readonly label: string;
  readonly hint: string;
  /** true: the player says who won; false: the numbers say it (time, deck-out). */
  readonly asksWinner: boolean;
  /** The numbers to type. `winner`: only the winner's; `each`: one per player. */
  readonly numbers: readonly NumberField[];
}

export interface NumberField {
  readonly key: string;
  readonly label: string;
  readonly of: "winner" | "each";
  readonly min: number;
  readonly max: number;
}

const lifeForceOfWinner: NumberField = {
  key: "lifeForce",
  label: "Cards left in the winner's Life Force (Reserve Deck + Force Pile + Used Pile)",
  of: "winner",
  min: 0,
  max: 200,
};
const lifeForceEach: NumberField = {
  key: "lifeForce",
  label: "Life Force (Reserve Deck + Force Pile + Used Pile)",
  of: "each",
  min: 0,
  max: 200,
};
const pointsEach: NumberField = { key: "points", label: "Points", of: "each", min: -999, max: 999 };

/** SPEC §6 result shapes per game; the phone offers the common endings, the TD enters the rest. */
export const END_CHOICES: Readonly<Record<GameName, readonly EndChoice[]>> = {
  swccg: [
    {
      end: "full",
      label: "Life Force depleted",
      hint: "Full win (S1)",
      asksWinner: true,
      numbers: [lifeForceOfWinner],
    },
    {
      end: "time",
      label: "Time was called",
      hint: "More Life Force wins (S3)",
      asksWinner: false,
      numbers: [lifeForceEach],
    },
  ],
  stccg1e: [
    {
      end: "full",
      label: "A player reached the points to win",
      hint: "Full win (T2)",
      asksWinner: true,
      numbers: [pointsEach],
    },
    {
      end: "deck-out",
      label: "Both draw decks ran out",
      hint: "More points wins (T3)",
      asksWinner: false,
      numbers: [pointsEach],
    },
    {
      end: "time",
      label: "Time was called",
      hint: "More points wins (T3)",
      asksWinner: false,
      numbers: [pointsEach],
    },
  ],
  stccg2e: [
    {
      end: "full",
      label: "A player reached the points to win",
      hint: "Full win (O1)",
      asksWinner: true,
      numbers: [pointsEach],
    },
    {
      end: "deck-out",
      label: "Both draw decks ran out",
      hint: "More points wins (O5)",
      asksWinner: false,
      numbers: [pointsEach],
    },
    {
      end: "time",
      label: "Time was called",
      hint: "More points wins",
      asksWinner: false,
      numbers: [pointsEach],
    },
  ],
  yj: [
    {
      end: "full",
      label: "Draw Deck depleted or second planetary victory",
      hint: "Full win (Y1)",
      asksWinner: true,
      numbers: [
        { key: "drawDeck", label: "Cards left in the winner's Draw Deck", of: "winner", min: 0, max: 200 },
      ],
    },
    {
      end: "time",
      label: "Time was called",
      hint: "More planetary victories, then more Draw Deck (Y2)",
      asksWinner: false,
      numbers: [
        { key: "planetaryVictories", label: "Planetary victories", of: "each", min: 0, max: 2 },
        { key: "drawDeck", label: "Cards left in the Draw Deck", of: "each", min: 0, max: 200 },
      ],
    },
  ],
  ote: [
    {
      end: "ote",
      label: "A player reached 16 Influence",
      hint: "E4",
      asksWinner: true,
      numbers: [{ key: "influence", label: "Final Influence Points", of: "each", min: -99, max: 99 }],
    },
  ],
};

export interface Answers {
  readonly end: string;
  readonly winner?: string;
  /** field key → player id (or "winner") → value */
  readonly numbers: Readonly<Record<string, Readonly<Record<string, number>>>>;
}

/** The raw result of SPEC §6 for these answers, or the first thing still missing. */
export function toRawResult(
  game: GameName,
  players: readonly string[],
  answers: Answers,
): { ok: true; result: Record<string, unknown> } | { ok: false; missing: string } {
  const choice = END_CHOICES[game].find((c) => c.end === answers.end);
  if (!choice) return { ok: false, missing: "how the game ended" };
  if (choice.asksWinner && (!answers.winner || !players.includes(answers.winner)))
    return { ok: false, missing: "who won" };
  const result: Record<string, unknown> = game === "ote" ? {} : { end: answers.end };
  if (choice.asksWinner) result.winner = answers.winner;
  for (const field of choice.numbers) {
    const given = answers.numbers[field.key] ?? {};
    if (field.of === "winner") {
      const value = given.winner;
      if (!isWhole(value)) return { ok: false, missing: field.label };
      result[field.key] = value;
    } else {
      const each: Record<string, number> = {};
      for (const id of players) {
        const value = given[id];
        if (!isWhole(value)) return { ok: false, missing: field.label };
        each[id] = value;
      }
      result[field.key] = each;
    }
  }
  return { ok: true, result };
}

function isWhole(value: number | undefined): value is number {
  return value !== undefined && Number.isInteger(value);
}
