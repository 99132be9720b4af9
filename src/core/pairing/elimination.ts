// N2 (DEC II.B names it only): a single-elimination bracket. Seeds are placed in the usual
// bracket order (1 v P, then the winners meet as in a tennis draw), P the next power of two;
// the top P − n seeds get byes in the first round. Also the top cut after a Swiss.
import { fail, type Result } from "../errors.js";
import type { ScoredRecord } from "../scored-event/score-event.js";
import type { Draft, DraftPair } from "./types.js";

/** Bracket slot order for `size` (a power of two): 1, size, … so seeds 1 and 2 meet only in the final. */
export function bracketOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const span = order.length * 2 + 1;
    order = order.flatMap((seed) => [seed, span - seed]);
  }
  return order;
}

export interface BracketDraft extends Draft {
  /** 1-based bracket round being paired. */
  readonly bracketRound: number;
}

function winnerOf(game: ScoredRecord, a: string, b: string): string | undefined {
  if (game.scored.winner === a || game.scored.winner === b) return game.scored.winner;
  if (game.scored.quitter === a) return b;
  if (game.scored.quitter === b) return a;
  return undefined;
}

/**
 * The next round of the bracket: replays `games` (grouped by bracket round, 1-based) through the
 * bracket; a match whose player has left the event (R2) is a bye for the other.
 */
export function pairBracket(
  seeds: readonly string[],
  gamesByRound: (round: number) => readonly ScoredRecord[],
  isActive: (id: string) => boolean,
  /** How the trace names the bracket ("N2", "N2 top cut"); refusals cite the rule, N2. */
  label = "N2",
): Result<BracketDraft> {
  if (seeds.length < 2)
    return fail("NOTHING_TO_PAIR", "players", "N2", "an elimination bracket needs at least two players");
  let size = 1;
  while (size < seeds.length) size *= 2;
  let alive: (string | undefined)[] = bracketOrder(size).map((seed) => seeds[seed - 1]);
  for (let round = 1; alive.length > 1; round++) {
    const games = gamesByRound(round);
    const matches: [string | undefined, string | undefined][] = [];
    for (let i = 0; i < alive.length; i += 2) matches.push([alive[i], alive[i + 1]]);
    if (games.length === 0)
      return { ok: true, value: { bracketRound: round, ...pairMatches(matches, isActive, label, round) } };
    const stray = strayGame(games, matches);
    if (stray) {
      const listed = matches
        .filter((m): m is [string, string] => m[0] !== undefined && m[1] !== undefined)
        .map(([a, b]) => `${a} v ${b}`)
        .join(", ");
      // A top cut's seeds come from who is still in: a seeded player who left before his game,
      // with no game entered, reseeds the cut and its played games stop matching.
      return fail(
        "INVALID_FIELD",
        `games[${stray.index}].players`,
        "N2",
        `bracket round ${round}: ${describeRecord(stray)} is not a match of the bracket (${listed}); if a seeded player left before his game, enter that game's result so his seat stays`,
      );
    }
    const next: (string | undefined)[] = [];
    for (const [a, b] of matches) {
      if (a === undefined || b === undefined) {
        next.push(a ?? b);
        continue;
      }
      const game = games.find(
        (g) => g.record.players.some((p) => p.id === a) && g.record.players.some((p) => p.id === b),
      );
      if (!game) {
        // A match not played because a player had left: the other advanced (a bye).
        const onlyA = games.some((g) => g.record.players.some((p) => p.id === a)) || !isActive(b);
        const onlyB = games.some((g) => g.record.players.some((p) => p.id === b)) || !isActive(a);
        if (onlyA !== onlyB) {
          next.push(onlyA ? a : b);
          continue;
        }
        return fail(
          "ROUND_NOT_COMPLETE",
          "games",
          "N2",
          `bracket round ${round}: the game ${a} v ${b} has no result yet`,
        );
      }
      const winner = winnerOf(game, a, b);
      if (winner === undefined)
        return fail(
          "ROUND_NOT_COMPLETE",
          `games[${game.index}].result`,
          "N2",
          `bracket round ${round}: ${a} v ${b} has no winner; an elimination game needs one`,
        );
      next.push(winner);
    }
    alive = next;
  }
  // Never undefined: in round 1 the first of each pair is a seed (bracketOrder pairs s with
  // size + 1 − s, s ≤ size / 2 < seeds.length), and every later slot is a winner.
  return fail("NOTHING_TO_PAIR", "games", "N2", `the bracket is finished: ${alive[0]!} won`);
}

function describeRecord(game: ScoredRecord): string {
  const ids = game.record.players.map((p) => p.id);
  return ids.length === 1 ? `a bye for ${ids[0]!}` : ids.join(" v ");
}

/** A game (or a bye) whose players are not those of one of the round's matches. */
function strayGame(
  games: readonly ScoredRecord[],
  matches: readonly [string | undefined, string | undefined][],
): ScoredRecord | undefined {
  return games.find(
    (g) => !matches.some(([a, b]) => g.record.players.every((p) => p.id === a || p.id === b)),
  );
}

function pairMatches(
  matches: readonly [string | undefined, string | undefined][],
  isActive: (id: string) => boolean,
  label: string,
  round: number,
): Draft {
  const pairs: DraftPair[] = [];
  const byes: string[] = [];
  const trace: string[] = [`${label}: bracket round ${round}, ${matches.length} match(es) in bracket order`];
  for (const [rawA, rawB] of matches) {
    const a = rawA !== undefined && isActive(rawA) ? rawA : undefined;
    const b = rawB !== undefined && isActive(rawB) ? rawB : undefined;
    if (a !== undefined && b !== undefined) {
      pairs.push({ a: { id: a }, b: { id: b } });
      continue;
    }
    const through = a ?? b;
    if (through === undefined) continue;
    byes.push(through);
    // The other slot: a player who left, or none when the bracket is not full.
    const gone = through === rawA ? rawB : rawA;
    trace.push(
      gone === undefined
        ? `${label}: ${through} has a bye (top seed, bracket not full)`
        : `${label}: ${through} advances: ${gone} has left the event`,
    );
  }
  return { pairs, byes, trace };
}
