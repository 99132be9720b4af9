// R7 (SW-PC Championship Level, Deck Lists – Deck Checks): between games the TD checks at
// random at least 25% of the competing players; a player who failed a check is checked after every
// game; both Final Confrontation players are checked before it.
import { fail, ok, type Result } from "../errors.js";
import { makeRandom } from "../random.js";

export type DeckCheckReason = "random" | "failed-before" | "final-confrontation";

export interface DeckCheckInput {
  /** The competing players (still in the event), in any stable order. */
  readonly players: readonly string[];
  /** Players who failed a deck check earlier in the event. */
  readonly failedBefore?: readonly string[];
  /** Before the Final Confrontation: its two players (only they are checked). */
  readonly finalists?: readonly string[];
  /** The event's seed (docs/rules.md §2) and a label naming this check point, e.g. `round 2 game 1`. */
  readonly seed: string;
  readonly label: string;
}

export interface DeckCheckSelection {
  readonly selected: readonly { readonly id: string; readonly reason: DeckCheckReason }[];
  /** How many were drawn at random: ⌈25% of the competing players⌉. */
  readonly randomCount: number;
  readonly explanation: string;
}

const R = "R7";

export function selectDeckChecks(input: DeckCheckInput): Result<DeckCheckSelection> {
  const players = input.players;
  const duplicate = players.find((id, i) => players.indexOf(id) !== i);
  if (duplicate !== undefined)
    return fail("DUPLICATE_PLAYER", "players", R, `player "${duplicate}" is listed twice`);
  const unknown = [...(input.failedBefore ?? []), ...(input.finalists ?? [])].find(
    (id) => !players.includes(id),
  );
  if (unknown !== undefined)
    return fail("UNKNOWN_PLAYER", "players", R, `player "${unknown}" is not among the competing players`);

  if (input.finalists !== undefined) {
    if (input.finalists.length !== 2 || input.finalists[0] === input.finalists[1]) {
      return fail("WRONG_PLAYER_COUNT", "finalists", "F4", "a Final Confrontation has two different players");
    }
    return ok({
      selected: input.finalists.map((id) => ({ id, reason: "final-confrontation" as const })),
      randomCount: 0,
      explanation: "R7: both Final Confrontation players are checked before it",
    });
  }

  const failed = new Set(input.failedBefore ?? []);
  // Decision: the random 25% is drawn from the players not already checked for a failure, so the
  // re-checks the guide demands do not shrink the random sample that deters everyone else.
  const pool = players.filter((id) => !failed.has(id));
  const randomCount = Math.min(pool.length, Math.ceil(players.length / 4));
  const drawn = new Set(
    makeRandom(input.seed).fork(`deck-checks/${input.label}`).shuffle(pool).slice(0, randomCount),
  );
  const selected = players
    .filter((id) => failed.has(id) || drawn.has(id))
    .map((id) => ({ id, reason: failed.has(id) ? ("failed-before" as const) : ("random" as const) }));
  const again = failed.size > 0 ? `, plus ${failed.size} who failed before` : "";
  return ok({
    selected,
    randomCount,
    explanation: `R7: ${randomCount} of ${players.length} players at random (at least 25%, rounded up)${again}`,
  });
}
