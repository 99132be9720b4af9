// `pairNext`: the next game of an event (docs/architecture.md `handsdown pair FILE --json`), a pure function
// of the scored event and its seed (docs/rules.md §2: anyone can re-check every pairing).
import { assertNever, fail, ok, type Result } from "../errors.js";
import { finalStageOf, type FinalStage } from "../final-stage.js";
import { hasSides } from "../games.js";
import { makeRandom, type Random } from "../random.js";
import type { ScoredEvent } from "../scored-event/score-event.js";
import { pairFirstGame, pairGameTwo, pairLaterGameOneDecipher, pairLaterGameOnePc } from "./allegiance.js";
import { pairBracket } from "./elimination.js";
import { finalKind, pairFinal, seededFinalOrder, topTwoReason } from "./final.js";
import { countRematches, pairFewestRematches } from "./fewest-rematches.js";
import { checkFinalTiming } from "./final-timing.js";
import {
  activeIds,
  firstSideOf,
  historyOfEvent,
  isOut,
  keyOf,
  type EventHistory,
  type GameKey,
} from "./history.js";
import { nextSwissGame } from "./next-game.js";
import { pairOneDeck } from "./one-deck.js";
import { toPairingOrder } from "./order.js";
import { pairSealedFirstGame, pairSealedGame } from "./sealed.js";
import { standingsGroups, swissStandingsGroups } from "./standings-order.js";
import { describeSystem, sealedSystemNote, systemFor, type SwissSystem } from "./system.js";
import type { Draft, DraftPair, NextPairing, PairedPlayer, PairingSystem, TieGroups } from "./types.js";

export interface PairOptions {
  /** F1/F3: pair the Final Confrontation instead of the next Swiss game (`--final`). */
  readonly final?: boolean;
  /** N2: pair the next round of a top cut of this many players after the Swiss. */
  readonly topCut?: number;
  /** The standings order to use; by default the event's standings (§3). */
  readonly groups?: TieGroups;
}

export function eventRandom(event: ScoredEvent): Random {
  return makeRandom(event.file.event.seed ?? event.file.event.name);
}

export function pairNext(event: ScoredEvent, options: PairOptions = {}): Result<NextPairing> {
  const history = historyOfEvent(event);
  const random = eventRandom(event);
  const stage = stageToPair(event, history, options);
  if (!stage.ok) return stage;
  let groups = options.groups;
  if (!groups) {
    // K5/N2: a top cut is seeded from the Swiss standings only; the full standings would already
    // place its own games (F5) and so move the bracket between its rounds.
    const found =
      stage.value.kind === "top-cut" ? swissStandingsGroups(event, history) : standingsGroups(event, history);
    if (!found.ok) return found;
    groups = found.value;
  }
  switch (stage.value.kind) {
    case "final-confrontation":
      return pairFinalConfrontation(event, history, groups, random);
    case "top-cut":
      return pairTopCut(history, groups, random, stage.value.size);
    case "swiss":
      return pairSwissGame(event, history, groups, random, stage.value.system);
    default:
      return assertNever(stage.value);
  }
}

type StageToPair = FinalStage | { readonly kind: "swiss"; readonly system: SwissSystem };

/**
 * What the next game is: what the TD asked for (`final`, `topCut`), else the stage under way.
 * F1/F5, N2: once the Final Confrontation (or a top cut) has begun, the Swiss is over, so "the
 * next game" is the Final Confrontation's game 2, or the cut's next round, exactly as asking for
 * it would pair it; when that stage is complete, its own refusal says so (F1/F3, N2).
 */
function stageToPair(event: ScoredEvent, history: EventHistory, options: PairOptions): Result<StageToPair> {
  if (options.final) return ok({ kind: "final-confrontation" });
  if (options.topCut !== undefined) return ok({ kind: "top-cut", size: options.topCut });
  const system = systemFor(event.file.event, event.profile);
  if (!system.ok) return system;
  // N2: an elimination event's games are its bracket; it has no Swiss to end.
  const begun =
    system.value === "elimination" ? undefined : finalStageOf(history.finals.map((game) => game.record));
  return ok(begun ?? { kind: "swiss", system: system.value });
}

function pairSwissGame(
  event: ScoredEvent,
  history: EventHistory,
  groups: TieGroups,
  random: Random,
  system: SwissSystem,
): Result<NextPairing> {
  if (system === "elimination") return pairElimination(history, random);
  const isTwoGame = system === "allegiance-pc" || system === "allegiance-decipher";
  const lateEntries = new Set(event.file.players.filter((p) => p.lateEntry === true).map((p) => p.id));
  const next = nextSwissGame(history, isTwoGame, lateEntries);
  if (!next.ok) return next;
  const { round, game } = next.value;
  const gameRandom = random.fork(`pair:${round}:${game}`);
  const isActive = (id: string): boolean => !isOut(history, id);
  const isFirst = history.lastSwiss === undefined;
  // P1/A2/D1: the first game shuffles the cards; later games follow the standings (P2, A1).
  const order = isFirst
    ? { ids: gameRandom.fork("shuffle").shuffle(activeIds(history)), trace: [] as string[] }
    : toPairingOrder(groups, gameRandom.fork("ties"), isActive);
  if (order.ids.length < 2)
    return fail("NOTHING_TO_PAIR", "players", "R2", `only ${order.ids.length} player(s) still in the event`);
  const header = [
    `${describeSystem(system)} — round ${round}, game ${game}; ${order.ids.length} players (${dropNote(history)})`,
    ...sealedSystemNote(event.file.event),
    ...lateEntryNote(history, isFirst, lateEntries),
    ...order.trace,
  ];
  let draft: Draft & { byeSides?: Readonly<Record<string, "dark" | "light">> };
  switch (system) {
    case "one-deck-swiss":
      draft = pairSwissOneDeck(
        order.ids,
        history,
        isFirst,
        event.file.event.options?.fewestRematches === true,
      );
      break;
    case "allegiance-pc":
    case "allegiance-decipher":
      if (game === 2) draft = pairGameTwo(order.ids, round, history, gameRandom);
      else if (isFirst) draft = pairFirstGame(order.ids, history, gameRandom);
      else if (system === "allegiance-pc") draft = pairLaterGameOnePc(order.ids, history, gameRandom);
      else draft = pairLaterGameOneDecipher(order.ids, history, gameRandom);
      break;
    case "sealed-allegiance":
      draft = isFirst
        ? pairSealedFirstGame(order.ids, history, gameRandom)
        : pairSealedGame(order.ids, history, gameRandom);
      break;
  }
  return ok(toNextPairing(draft, { round, game }, system, [...header, ...draft.trace], draft.byeSides));
}

function dropNote(history: EventHistory): string {
  const out = history.ids.length - activeIds(history).length;
  return out === 0 ? "nobody has left" : `${out} dropped, quit or disqualified, not paired (R2)`;
}

/** 2.1 with the P5 option: the guide's walk first; the search only when it leaves a rematch. */
function pairSwissOneDeck(
  order: readonly string[],
  history: EventHistory,
  isFirst: boolean,
  fewestRematches: boolean,
): Draft {
  const guide = pairOneDeck(order, history);
  const p1 = isFirst
    ? [
        `P1: ${order.length} cards shuffled by the event's seed; pairs 1–2, 3–4, …; an odd last card gets the bye`,
      ]
    : [];
  if (!fewestRematches) return { ...guide, trace: [...p1, ...guide.trace] };
  const guideRematches = countRematches(guide.pairs, history);
  if (guideRematches === 0)
    return { ...guide, trace: [...p1, ...guide.trace, "P5: the guide's pairing has no rematch → unchanged"] };
  const searched = pairFewestRematches(order, history);
  const found = countRematches(searched.pairs, history);
  if (found >= guideRematches) {
    return {
      ...guide,
      trace: [
        ...p1,
        ...guide.trace,
        ...searched.trace,
        `P5: no pairing with fewer than ${guideRematches} rematch(es) found → the guide's pairing stands`,
      ],
    };
  }
  return {
    ...searched,
    trace: [
      ...p1,
      ...guide.trace.map((line) => `(guide, replaced) ${line}`),
      ...searched.trace,
      `P5: the guide's pairing had ${guideRematches} rematch(es); this one has ${found} → used instead`,
      ...describeChanges(guide.pairs, searched.pairs),
    ],
  };
}

/**
 * Only called when the search has fewer rematches than the guide, so at least one of its pairs is
 * not among the guide's: the list is never empty.
 */
function describeChanges(before: readonly DraftPair[], after: readonly DraftPair[]): string[] {
  const key = (p: DraftPair): string => [p.a.id, p.b.id].sort().join(" v ");
  const old = new Set(before.map(key));
  const changed = after.filter((p) => !old.has(key(p))).map(key);
  const shown = changed.slice(0, 8).join("; ");
  return [`P5: new pairs: ${shown}${changed.length > 8 ? `; and ${changed.length - 8} more` : ""}`];
}

function pairFinalConfrontation(
  event: ScoredEvent,
  history: EventHistory,
  groups: TieGroups,
  random: Random,
): Result<NextPairing> {
  const waivedBy = event.file.event.finalWaivedBy;
  if (waivedBy !== undefined)
    return fail(
      "NOTHING_TO_PAIR",
      "event.finalWaivedBy",
      "F4",
      `${waivedBy}, the second seed, waived the Final Confrontation: nothing to pair; F5 places the first seed 1st (see standings)`,
    );
  const everyone = seededFinalOrder(groups, random);
  const isActive = (id: string): boolean => !isOut(history, id);
  const order = everyone.ids.filter(isActive);
  const kind = finalKind(event);
  // F4: the standings may list a disqualified player anywhere (often last); name every player who
  // left while ahead (K1: VP, then diff) of the finalist who took his place, so the TD sees who was
  // passed over: the second finalist, or in a final by allegiance (F3) the finalist of his side.
  const { vp, diff } = history;
  const isAhead = (id: string, rival: string | undefined): boolean => {
    const p = history.indexOf.get(id);
    const r = history.indexOf.get(rival ?? "");
    if (p === undefined || r === undefined) return false;
    return vp[p]! > vp[r]! || (vp[p] === vp[r] && diff[p]! > diff[r]!);
  };
  const rivalOf =
    kind === "sealed-allegiance"
      ? (id: string): string | undefined => {
          const side = firstSideOf(history, id);
          return side && order.find((other) => firstSideOf(history, other) === side);
        }
      : (): string | undefined => order[1];
  const passed = everyone.ids.flatMap((id) => {
    const out = history.out[history.indexOf.get(id) ?? -1];
    return out !== undefined && isAhead(id, rivalOf(id)) ? [{ id, out }] : [];
  });
  // Star Trek decks have no sides (Dark/Light): its F1 trace speaks of two games, not of sides.
  // A1/D3/R3: refused before its time; the guides' advice becomes warnings (only before game 1:
  // once the final has begun, its second game is simply next).
  let advice: readonly string[] = [];
  if (history.finals.length === 0) {
    const system = systemFor(event.file.event, event.profile);
    const timing = checkFinalTiming(event, history, system.ok ? system.value : undefined);
    if (!timing.ok) return timing;
    advice = timing.value;
  }
  const drafted = pairFinal(order, passed, history, kind, {
    hasSides: hasSides(event.file.event.game),
    topTwo: topTwoReason(event),
  });
  if (!drafted.ok) return drafted;
  const round = (history.lastSwiss?.round ?? 0) + 1;
  const trace = [describeSystem("final-confrontation"), ...everyone.trace, ...advice, ...drafted.value.trace];
  return ok(
    toNextPairing(
      drafted.value,
      { round, game: drafted.value.game },
      "final-confrontation",
      trace,
      undefined,
      "final",
    ),
  );
}

/** N2: an elimination event is seeded at random once, from every registered player, so the bracket never moves. */
function pairElimination(history: EventHistory, random: Random): Result<NextPairing> {
  const seeds = random.fork("elimination:seeding").shuffle(history.ids);
  const isActive = (id: string): boolean => !isOut(history, id);
  const games = (round: number) => history.gamesAt(keyOf(round, 1));
  const bracket = pairBracket(seeds, games, isActive);
  if (!bracket.ok) return bracket;
  const trace = [
    describeSystem("elimination"),
    `N2: seeded at random by the event's seed; bracket of ${seeds.length}`,
    ...bracket.value.trace,
  ];
  return ok(
    toNextPairing(bracket.value, { round: bracket.value.bracketRound, game: 1 }, "elimination", trace),
  );
}

/**
 * N2 top cut: the top `size` of the Swiss standings (K5: only Swiss games count), seeded 1 v size, …;
 * cut games are recorded with stage `final`. `groups` must be the Swiss standings: they do not
 * change while the cut is played, so every round replays the same bracket.
 */
function pairTopCut(
  history: EventHistory,
  groups: TieGroups,
  random: Random,
  size: number,
): Result<NextPairing> {
  if (!Number.isInteger(size) || size < 2)
    return fail("INVALID_FIELD", "topCut", "N2", `a top cut needs at least 2 players, got ${size}`);
  const order = toPairingOrder(groups, random.fork("top-cut"), () => true);
  const inCut = new Set(history.finals.flatMap((g) => g.record.players.map((p) => p.id)));
  const isActive = (id: string): boolean => !isOut(history, id);
  const eligible = order.ids.filter((id) => isActive(id) || inCut.has(id));
  if (size > eligible.length)
    return fail(
      "INVALID_FIELD",
      "topCut",
      "N2",
      `a top cut of ${size} needs ${size} players, but only ${eligible.length} are still in the event (R2: dropped, quit and disqualified players are not seeded)`,
    );
  const seeds = eligible.slice(0, size);
  const base = history.lastSwiss?.round ?? 0;
  const games = (round: number) => history.finals.filter((g) => g.record.round === base + round);
  const bracket = pairBracket(seeds, games, isActive, "N2 top cut");
  if (!bracket.ok) return bracket;
  const trace = [
    describeSystem("top-cut"),
    ...order.trace,
    `N2: top ${seeds.length} of the standings, seeded 1 v ${seeds.length}, …`,
    ...bracket.value.trace,
  ];
  return ok(
    toNextPairing(
      bracket.value,
      { round: base + bracket.value.bracketRound, game: 1 },
      "top-cut",
      trace,
      undefined,
      "final",
    ),
  );
}

/** Tables 1, 2, … in the order the procedure made the pairs; Dark first at each table. */
function toNextPairing(
  draft: Draft,
  at: GameKey,
  system: PairingSystem,
  trace: readonly string[],
  byeSides?: Readonly<Record<string, "dark" | "light">>,
  stage: "swiss" | "final" = "swiss",
): NextPairing {
  const seat = (p: PairedPlayer): PairedPlayer =>
    p.side === undefined ? { id: p.id } : { id: p.id, side: p.side };
  const pairings = draft.pairs.map((pair, i) => {
    const players = pair.b.side === "dark" ? [seat(pair.b), seat(pair.a)] : [seat(pair.a), seat(pair.b)];
    return { table: i + 1, players };
  });
  return {
    round: at.round,
    game: at.game,
    stage,
    system,
    pairings,
    byes: [...draft.byes],
    ...(byeSides && Object.keys(byeSides).length > 0 && { byeSides }),
    trace: [...trace],
  };
}

/**
 * R2: the late entries (marked `"lateEntry": true`; checkComplete refuses anyone else still in the
 * event without a game) who join the pairing now, named so the TD sees who comes in.
 */
function lateEntryNote(history: EventHistory, isFirst: boolean, lateEntries: ReadonlySet<string>): string[] {
  if (isFirst) return [];
  const joining = history.ids.filter(
    (id, i) => history.out[i] === undefined && history.swissGames[i] === 0 && lateEntries.has(id),
  );
  if (joining.length === 0) return [];
  const names = joining.map((id) => `"${id}"`).join(", ");
  return [`R2: ${names} entered late: paired from this game on (missed games 0(+0))`];
}
