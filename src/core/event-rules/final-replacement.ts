// F4 (SW-PC Championship Level, Deck Lists): a deck list that does not match before the
// Final Confrontation disqualifies that player from it; the next-highest player takes the place.
import { fail, ok, type Result } from "../errors.js";
import type { Side } from "../games.js";

export interface FinalReplacementInput {
  /** Swiss standings, best first (player IDs). */
  readonly standings: readonly string[];
  /** The two Final Confrontation players, higher seed first. */
  readonly finalists: readonly [string, string];
  readonly disqualified: string;
  /** Players who may not take the place (disqualified from the event, dropped). */
  readonly ineligible?: readonly string[];
  /** Sealed (F3): each player's allegiance; the replacement then comes from the same pile. */
  readonly sides?: Readonly<Record<string, Side>>;
}

export interface FinalReplacement {
  /** The new pair, higher seed (by standings) first. */
  readonly finalists: readonly [string, string];
  readonly replacement: string;
  readonly explanation: string;
}

export function replaceFinalist(input: FinalReplacementInput): Result<FinalReplacement> {
  const { standings, finalists, disqualified } = input;
  if (!finalists.includes(disqualified)) {
    return fail(
      "UNKNOWN_PLAYER",
      "disqualified",
      "F4",
      `${disqualified} is not a Final Confrontation player`,
    );
  }
  const staying = finalists[0] === disqualified ? finalists[1] : finalists[0];
  const side = input.sides?.[disqualified];
  const excluded = new Set([...(input.ineligible ?? []), disqualified, staying]);
  const replacement = standings.find(
    (id) => !excluded.has(id) && (side === undefined || input.sides?.[id] === side),
  );
  if (replacement === undefined) {
    return fail(
      "WRONG_PLAYER_COUNT",
      "standings",
      "F4",
      "no eligible player is left to take the Final Confrontation place",
    );
  }
  const rank = (id: string): number => {
    const i = standings.indexOf(id);
    return i < 0 ? Number.MAX_SAFE_INTEGER : i;
  };
  const pair: [string, string] =
    rank(staying) <= rank(replacement) ? [staying, replacement] : [replacement, staying];
  const pile = side ? ` (${side} pile)` : "";
  return ok({
    finalists: pair,
    replacement,
    explanation: `F4: ${disqualified}'s deck list did not match before the Final Confrontation; ${replacement}, the next-highest player${pile}, takes the place`,
  });
}
