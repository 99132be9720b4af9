// SW-PC Ending the Tournament, F2 and F5: the Final Confrontation orders the top two;
// everyone else keeps his Swiss place.
import { eventIndexOf } from "../event-index/index-of.js";
import { finalStageOf } from "../final-stage.js";
import { makeRandom } from "../random.js";
import type { ScoredEvent, ScoredRecord } from "../scored-event/score-event.js";
import { splitByKeys } from "./tiebreaker.js";
import type { StandingRow } from "./types.js";

/** F2 step 3: the highest single-game differential of a game the player won, FC games included. */
function highestWinningDiff(id: string, event: ScoredEvent): number {
  let best = 0;
  for (const game of event.games) {
    if (game.record.stage === "tiebreak" || game.scored.winner !== id) continue;
    const entry = game.scored.score.find((e) => e.id === id);
    if (entry) best = Math.max(best, entry.diff);
  }
  return best;
}

/** The games of the Final Confrontation or a top cut (stage `final`), in file order. */
export function finalsOf(event: ScoredEvent): ScoredRecord[] {
  // The event index lists the few games that are not Swiss: no pass over every scored game.
  return eventIndexOf(event)
    .others.map((position) => event.games[position]!)
    .filter((game) => game.record.stage === "final");
}

export function applyFinalConfrontation(rows: readonly StandingRow[], event: ScoredEvent): StandingRow[] {
  const finals = finalsOf(event);
  if (finals.length === 0) return [...rows];
  if (finalStageOf(finals.map((game) => game.record))?.kind === "top-cut") return applyTopCut(rows, finals);
  const totals = new Map<string, [number, number]>();
  for (const game of finals) {
    for (const entry of game.scored.score) {
      const [vp, diff] = totals.get(entry.id) ?? [0, 0];
      totals.set(entry.id, [vp + entry.vp, diff + entry.diff]);
    }
  }
  const finalists = [...totals.keys()];
  // F2: more VP in the FC, then more diff in the FC, then the highest single-game winning diff, then random.
  const ordered = splitByKeys(finalists, (id) => [...totals.get(id)!, highestWinningDiff(id, event)]).flatMap(
    (group) =>
      group.length === 1
        ? group
        : makeRandom(event.file.event.seed ?? event.file.event.name)
            .fork("fc")
            .shuffle([...group].sort()),
  );
  const steps = [
    "F2 more VP in the Final Confrontation",
    "F2 more differential in the Final Confrontation",
    "F2 highest single-game differential win",
    "F2 random",
  ];
  const decidedStep = (a: string, b: string): string => {
    const ka = [...totals.get(a)!, highestWinningDiff(a, event)];
    const kb = [...totals.get(b)!, highestWinningDiff(b, event)];
    const i = ka.findIndex((value, k) => value !== kb[k]);
    return steps[i === -1 ? 3 : i]!;
  };
  // F3/F5: a sealed final is one game; its winner is first, whatever the F2 keys would say.
  const [only] = finals;
  const oneGameWinner =
    event.file.event.type === "sealed" && finals.length === 1 ? only?.scored.winner : undefined;
  const decidedFor = (id: string, next: string): string =>
    oneGameWinner === id ? "F3/F5 won the Final Confrontation's one game" : decidedStep(id, next);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const top = ordered.map((id, i) => {
    const row = byId.get(id)!;
    const [vp, diff] = totals.get(id)!;
    const next = ordered[i + 1];
    const { decidedBy: _swissReason, ...rest } = row;
    return {
      ...rest,
      rank: i + 1,
      tiebreaks: { ...row.tiebreaks, finalConfrontation: `${vp}(${diff >= 0 ? "+" : ""}${diff})` },
      decidedBy: next === undefined ? "F5 Final Confrontation finalists come first" : decidedFor(id, next),
    };
  });
  // F5: the others follow in Swiss order; shared Swiss places stay shared.
  const others = rows.filter((row) => !totals.has(row.id));
  const rest: StandingRow[] = [];
  others.forEach((row, i) => {
    const previous = others[i - 1];
    const rank = previous && previous.rank === row.rank ? rest[i - 1]!.rank : top.length + i + 1;
    rest.push({ ...row, rank });
  });
  return [...top, ...rest];
}

/**
 * How far a player went, by his last cut game (1 = the cut's first round). Neutral words: without
 * the cut's size the standings cannot tell a finished bracket from one still being played.
 */
function describeLast(last: { round: number; won: boolean }, firstRound: number): string {
  return `${last.won ? "won" : "lost"} bracket round ${last.round - firstRound + 1}`;
}

/**
 * N2 top cut (Decision): the players of the cut first, by how far they went in the bracket (the
 * champion, the finalist, the semi-final losers, …), each stage in Swiss order (K5: the cut's games
 * do not count for K1–K4); equal Swiss places in one stage stay shared. Everyone else follows in
 * Swiss order. A player's stage is the round of his last cut game, one more if he won it.
 */
function applyTopCut(rows: readonly StandingRow[], finals: readonly ScoredRecord[]): StandingRow[] {
  const last = new Map<string, { round: number; won: boolean }>();
  for (const game of finals) {
    for (const seat of game.record.players) {
      // A bye in the bracket (a top seed when the cut is not a power of two) is a round won.
      const won = game.scored.winner === seat.id || game.record.players.length === 1;
      const before = last.get(seat.id);
      if (before === undefined || game.record.round >= before.round)
        last.set(seat.id, { round: game.record.round, won });
    }
  }
  const reach = new Map([...last].map(([id, game]) => [id, game.round + (game.won ? 1 : 0)]));
  const rounds = finals.map((game) => game.record.round);
  const firstRound = Math.min(...rounds);
  const swissPosition = new Map(rows.map((row, i) => [row.id, i]));
  const cut = rows
    .filter((row) => reach.has(row.id))
    .sort(
      (a, b) => reach.get(b.id)! - reach.get(a.id)! || swissPosition.get(a.id)! - swissPosition.get(b.id)!,
    );
  const top: StandingRow[] = [];
  cut.forEach((row, i) => {
    const previous = cut[i - 1];
    const shared =
      previous !== undefined && reach.get(previous.id) === reach.get(row.id) && previous.rank === row.rank;
    const next = cut[i + 1];
    const { decidedBy: _swissReason, ...rest } = row;
    const decidedBy =
      next === undefined
        ? "N2 the top cut's players come first"
        : reach.get(next.id) !== reach.get(row.id)
          ? "N2 went further in the top cut"
          : "N2 same stage of the top cut: Swiss standings (K5)";
    top.push({
      ...rest,
      rank: shared ? top[i - 1]!.rank : i + 1,
      tiebreaks: { ...row.tiebreaks, topCut: describeLast(last.get(row.id)!, firstRound) },
      decidedBy,
    });
  });
  const others = rows.filter((row) => !reach.has(row.id));
  const rest: StandingRow[] = [];
  others.forEach((row, i) => {
    const previous = others[i - 1];
    const rank = previous && previous.rank === row.rank ? rest[i - 1]!.rank : top.length + i + 1;
    rest.push({ ...row, rank });
  });
  return [...top, ...rest];
}
