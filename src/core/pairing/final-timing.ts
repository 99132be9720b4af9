// Is it time for the Final Confrontation? The one check `pair --final` (results file and live
// event) and the server's PairNextGame go through, in pairFinalConfrontation (pair-next.ts).
// What the documents rule out is refused (FINAL_TOO_EARLY, naming the rule); what a guide only
// recommends is a warning line of the pairing's trace. docs/rules.md §2 (Final Confrontation).
import { fail, ok, type Result } from "../errors.js";
import { minimumGamesFor, recommendedGamesFor } from "../event-rules/minimums.js";
import { sanctioningOfProfile } from "../event-rules/types.js";
import type { ScoredEvent } from "../scored-event/types.js";
import type { EventHistory } from "./history.js";
import { checkComplete } from "./next-game.js";
import type { SwissSystem } from "./system.js";

/** The Swiss games (round, game) the event has played: what the guides' minimums count. */
export function countSwissGames(event: ScoredEvent): number {
  const keys = new Set<string>();
  for (const { record } of event.games)
    if ((record.stage ?? "swiss") === "swiss") keys.add(`${record.round}.${record.game}`);
  return keys.size;
}

/**
 * Refuses a Final Confrontation the documents rule out; answers the warnings of those they only
 * advise against. Ruled out:
 * - A1: in the middle of a two-game round (after game 1, before game 2): "every player plays one
 *   game Dark and one game Light" in a round.
 * - the last Swiss game not all entered (a table or a bye missing), as for any pairing.
 * - D3 (sealed): SW-PC Sealed Deck: "A tournament consists of at least three games with an
 *   additional Final Confrontation"; DEC II.A.iii: "a minimum of three games with an additional
 *   final confrontation".
 * - R3 under the SW-PC guide, whose minimums bind every event it governs: "The minimum number of
 *   games for a Constructed Deck tournament is four (2 rounds of play)"; Championship Level: "The
 *   minimum number of games for a Championship Level event of any format is six".
 * Advised only (a warning): R3 under Decipher's guide, whose minimums are what "a sanctioned
 * tournament" has (DEC I.C; its constructed format has no Final Confrontation at all, F1); the
 * guides' recommended games for large events ("We strongly recommend…", "should include"); EPP
 * Overdrive's "A minimum of 4 games should be played".
 */
export function checkFinalTiming(
  event: ScoredEvent,
  history: EventHistory,
  system: SwissSystem | undefined,
): Result<readonly string[]> {
  const last = history.lastSwiss;
  const isTwoGame = system === "allegiance-pc" || system === "allegiance-decipher";
  if (last && isTwoGame && last.game === 1)
    return fail(
      "FINAL_TOO_EARLY",
      "games",
      "A1",
      `round ${last.round} has had only its game 1: a round is two games, one on each side (SW-PC Pairings – Constructed Deck); pair game 2 of round ${last.round}, then the Final Confrontation`,
    );
  if (last) {
    const lateEntries = new Set(event.file.players.filter((p) => p.lateEntry === true).map((p) => p.id));
    const complete = checkComplete(history, last, lateEntries);
    if (!complete.ok) return complete;
  }
  const info = event.file.event;
  const type = info.type ?? "constructed";
  const played = countSwissGames(event);
  const warnings: string[] = [];
  if (type === "sealed" && played < 3)
    return fail(
      "FINAL_TOO_EARLY",
      "games",
      "D3",
      `${played} Swiss game(s) played; a sealed event has at least three games before its Final Confrontation (SW-PC Sealed Deck: "at least three games with an additional Final Confrontation"; DEC II.A.iii)`,
    );
  const sanctioning = sanctioningOfProfile(event.profile);
  if (sanctioning === undefined || (type !== "constructed" && type !== "sealed" && type !== "junior"))
    return ok(warnings); // simple Swiss and elimination (DEC II.B) set no minimum.
  const format = type === "sealed" ? info.options?.format : undefined;
  const isChampionship = info.championship === true;
  const minimum = minimumGamesFor({
    game: info.game,
    type,
    sanctioning,
    ...(isChampionship && { championship: true }),
    ...(format !== undefined && { format }),
  });
  if (played < minimum.value) {
    const words = `${played} Swiss game(s) played; the minimum is ${minimum.value} (${minimum.source})`;
    // A sanctioned or Championship Level event has declared it meets the guide's minimums (DEC
    // I.C: "A sanctioned tournament is one that … has a minimum number of games"; SW-PC
    // Championship Level: six, any format); EPP Overdrive's four "should be played" only.
    const isEppAdvice = format !== undefined && minimum.value > 3 && !isChampionship;
    const isBinding = (info.sanctioned === true || (isChampionship && sanctioning === "pc")) && !isEppAdvice;
    if (isBinding)
      return fail("FINAL_TOO_EARLY", "games", "R3", `${words}: play them before the Final Confrontation`);
    warnings.push(
      `R3 (warning): ${words}; the event cannot be sanctioned with fewer (the software warns, R3)`,
    );
  }
  const recommended = recommendedGamesFor({ sanctioning, type, players: event.file.players.length });
  if (recommended && played < recommended.games)
    warnings.push(
      `R3 (advice): ${played} Swiss game(s) played; with ${event.file.players.length} players ${recommended.games} are recommended (${recommended.source})`,
    );
  return ok(warnings);
}
