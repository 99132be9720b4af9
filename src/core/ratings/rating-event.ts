// L2/L4: what of an event counts for ratings. Every game is scored by the core's one
// `scoreGame` (through scoreEvent); its outcome says whether it is rated:
// - full win, forfeit, quit after play began: a full win for the winner (L2: "any type of loss");
// - modified win (the 1-VP wins of every profile: S3 time, S4 tiebreak of a true tie,
//   T3 deck-out and time, Y2 time, O-profile deck-out and time): half gain (L2);
// - true tie: unrated (L4 Decision); bye, earned bye: unrated (L4);
// - quit before play began (S6 `beforePlay`): unrated (L4);
// - multi-player places (On the Edge): never in a pool (pools.ts).
import { isByeReceived } from "../rules/shared/player-result.js";
import { ok, type Result } from "../errors.js";
import type { Outcome } from "../rules/types.js";
import type { ResultsFile } from "../results-file/schema.js";
import { scoreEvent } from "../scored-event/score-event.js";
import { kOf } from "./formula.js";
import { poolOf, type PoolName } from "./pools.js";
import { playerName } from "../players/standing-line.js";

export interface RatedGame {
  readonly winner: string;
  readonly loser: string;
  readonly isModified: boolean;
}

export interface RatingPlayer {
  readonly id: string;
  readonly name: string;
}

/** An event as the ratings see it: its order key, its pool (null: kept, not rated), its rated games. */
export interface RatingEvent {
  /** The content hash of the canonical results file (the app computes it). */
  readonly id: string;
  readonly name: string;
  readonly date: string;
  readonly game: string;
  readonly type: string;
  readonly pool: PoolName | null;
  readonly k: number;
  /** Why the event is not rated, when pool is null. */
  readonly note?: string;
  readonly players: readonly RatingPlayer[];
  /** Rated games in the order played (the file's order, docs/rules.md §6). */
  readonly games: readonly RatedGame[];
  /** Games scored but not rated, counted by reason (`true tie`, `bye`, …). */
  readonly unrated: Readonly<Record<string, number>>;
}

type Rating =
  { readonly rated: true; readonly isModified: boolean } | { readonly rated: false; readonly reason: string };

function ratingOf(outcome: Outcome, beforePlay: boolean | undefined): Rating {
  switch (outcome) {
    case "full":
    case "forfeit":
      return { rated: true, isModified: false };
    case "modified":
      return { rated: true, isModified: true };
    case "quit":
      return beforePlay ? { rated: false, reason: "quit before play" } : { rated: true, isModified: false };
    case "tie":
      return { rated: false, reason: "true tie" };
    case "bye":
    case "earned-bye":
      return { rated: false, reason: "bye" };
    case "placed":
      return { rated: false, reason: "multi-player game" };
    default: {
      const never: never = outcome;
      return never;
    }
  }
}

/** docs/rules.md §6's display name: the one rule of players/standing-line.ts. */
export function playerNameOf(player: ResultsFile["players"][number]): string {
  return playerName(player);
}

/** Scores the file with the core (refusing an invalid one, with the field and rule) and extracts its rated games. */
export function toRatingEvent(file: ResultsFile, id: string): Result<RatingEvent> {
  const scored = scoreEvent(file);
  if (!scored.ok) return scored;
  const choice = poolOf(file.event);
  const games: RatedGame[] = [];
  const unrated: Record<string, number> = {};
  for (const { scored: game } of scored.value.games) {
    // L4: byes are not rated — a bye a failed deck check turned into a loss (S7) is a bye too.
    const rating: Rating = isByeReceived(game)
      ? { rated: false, reason: "bye" }
      : ratingOf(game.outcome, game.beforePlay);
    const loser = game.score.find((entry) => entry.id !== game.winner)?.id;
    if (rating.rated && game.winner !== undefined && loser !== undefined && game.score.length === 2) {
      games.push({ winner: game.winner, loser, isModified: rating.isModified });
    } else {
      const reason = rating.rated ? "no winner" : rating.reason;
      unrated[reason] = (unrated[reason] ?? 0) + 1;
    }
  }
  return ok({
    id,
    name: file.event.name,
    date: file.event.date,
    game: file.event.game,
    type: file.event.type ?? "constructed",
    pool: "pool" in choice ? choice.pool : null,
    k: kOf(file.event.options),
    ...("note" in choice && { note: choice.note }),
    players: file.players.map((player) => ({ id: player.id, name: playerNameOf(player) })),
    games: "pool" in choice ? games : [],
    unrated,
  });
}

/** L5: events in date order; same-day events by name, then id, so the import order never matters. */
export function compareEvents(
  a: Pick<RatingEvent, "date" | "name" | "id">,
  b: Pick<RatingEvent, "date" | "name" | "id">,
): number {
  return compareText(a.date, b.date) || compareText(a.name, b.name) || compareText(a.id, b.id);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
