// The read model: the one projection beside evolve() (docs/architecture.md, "The flow of a view";
// docs/adr/0004-event-model.md). Its state is the tournament state plus the scored games of the
// longest prefix of the event's games that all stand ("settled"), and `foldReadModel` keeps both
// up to date event by event: the command pipeline (src/app/command-pipeline.ts) folds it on every
// append and every catch-up, decide reads from it, and every view (scores, standings, the event
// file) is a pure function of it. Nothing is built on read and kept: no side cache.
//
// How the settled prefix follows the state, without a list of which events "invalidate" it: the
// scores of the prefix depend only on the event's entry, its players' ids and the records of the
// prefix's games, and evolve() never changes an object in place (it copies what it changes). So
// the prefix still holds when those are the same objects — a correction, a swap, an undo, a
// deck-check penalty (S7), a registration or a change of the event's settings gives a new object
// and the prefix is scored again from the state (a correction may rebuild); a result that comes
// in only extends it (an append extends: `extendScoredEvent` and the event index, O(the games
// added)). Games that stand after the prefix (results come in in any order) are scored on top of
// it by `scoredView`: O(one pairing), never a re-score of the event.
//
// Replay equals live: folding the log from scratch gives the same views as the model folded event
// by event with reads in between (read-model.test.ts, command-pipeline.test.ts).
import type { Result } from "../errors.js";
import { computeEventStandings, type EventStandings } from "../event-standings.js";
import { eventIndexOf, rememberEventIndex } from "../event-index/index-of.js";
import type { TournamentEvent } from "../events.js";
import { fold } from "../evolve.js";
import {
  RESULTS_FORMAT,
  RESULTS_VERSION,
  type GameRecord,
  type ResultsFile,
} from "../results-file/schema.js";
import { extendScoredEvent, scoreEvent, type ScoredEvent } from "../scored-event/score-event.js";
import { toScoredEvent, type DecideViews } from "../tournament/project.js";
import { toStandingsView } from "./event-file.js";
import { toPairingsView } from "./pairings.js";
import type { PairingsView, StandingsView } from "./types.js";
import { INITIAL_STATE, isStanding, type GameSlot, type TournamentState } from "../tournament/state.js";

/**
 * The scored games of the state's first games, all standing: up to `offset` in block `block` of
 * `blocks` (the state's game blocks when it was last extended). `offset` may equal the block's
 * length: the last block can still grow (recorded games fill blocks of their own, evolve.ts).
 */
export interface SettledPrefix {
  readonly scored: ScoredEvent;
  /** The state's players the prefix was scored with (the scored file holds a copy). */
  readonly players: TournamentState["players"];
  readonly blocks: readonly (readonly GameSlot[])[];
  readonly block: number;
  readonly offset: number;
}

export interface ReadModel {
  readonly state: TournamentState;
  /** Absent before EventCreated, or when even the event without games does not score (its error is the views'). */
  readonly settled?: SettledPrefix;
}

export const INITIAL_READ_MODEL: ReadModel = { state: INITIAL_STATE };

/** The model after one event. */
export function evolveReadModel(model: ReadModel, event: TournamentEvent): ReadModel {
  return foldReadModel(model, [event]);
}

/**
 * The model after the events, in order. The state is folded as `fold` does (an imported file's
 * registrations copy the players once, not once per player); the settled prefix follows once at
 * the end, which gives the same views as following it after each event.
 */
export function foldReadModel(model: ReadModel, events: readonly TournamentEvent[]): ReadModel {
  if (events.length === 0) return model;
  const state = fold(events, model.state);
  const settled = settle(model.settled, state);
  return settled ? { state, settled } : { state };
}

/** The model of a state folded elsewhere (a log read once): the same as folding its events. */
export function readModelOf(state: TournamentState): ReadModel {
  const settled = settle(undefined, state);
  return settled ? { state, settled } : { state };
}

/**
 * docs/rules.md §6: the event as a scored results file (the games whose result stands, in creation
 * order): the settled prefix, with the games standing after it scored on top (O(one pairing)).
 * Equals `toScoredEvent(model.state)`.
 */
export function scoredView(model: ReadModel): Result<ScoredEvent> {
  const { state, settled } = model;
  if (!state.event) throw new Error("scoredView: the event has not been created");
  if (!settled) return toScoredEvent(state);
  const standing: GameRecord[] = [];
  const blocks = state.gameBlocks;
  for (let b = settled.block; b < blocks.length; b++) {
    const slots = blocks[b]!;
    for (let k = b === settled.block ? settled.offset : 0; k < slots.length; k++) {
      if (isStanding(slots[k]!)) standing.push(slots[k]!.record as GameRecord);
    }
  }
  return standing.length === 0
    ? { ok: true, value: settled.scored }
    : extendScoredEvent(settled.scored, standing);
}

/** docs/rules.md §3: the standings of the scored view. */
export function standingsView(scored: Result<ScoredEvent>): Result<EventStandings> {
  return scored.ok ? computeEventStandings(scored.value) : scored;
}

/** What `decide` reads of the model instead of re-scoring the state (src/core/decide.ts). */
export function decideViewsOf(model: ReadModel): DecideViews {
  return { scored: () => scoredView(model) };
}

/** The settled prefix of `state`: the one before it if it still holds, extended; else scored again. */
function settle(before: SettledPrefix | undefined, state: TournamentState): SettledPrefix | undefined {
  const info = state.event;
  if (!info) return undefined;
  let prefix = before && holds(before, state) ? withPlayersOf(before, state) : undefined;
  if (!prefix) {
    const empty = scoreEvent(fileOf(state, []));
    if (!empty.ok) return undefined;
    prefix = { scored: empty.value, players: state.players, blocks: state.gameBlocks, block: 0, offset: 0 };
  }
  return extendPrefix(prefix, state);
}

/**
 * Whether the prefix is still the start of the state's scored games: the same event entry, and
 * every game of the prefix the same record, still standing (blocks copied by evolve are compared
 * game by game; an untouched block is the same array).
 */
function holds(prefix: SettledPrefix, state: TournamentState): boolean {
  if (state.event !== prefix.scored.file.event) return false;
  const now = state.gameBlocks;
  if (now === prefix.blocks) return true;
  for (let b = 0; b <= prefix.block && b < prefix.blocks.length; b++) {
    const then = prefix.blocks[b]!;
    const count = b < prefix.block ? then.length : prefix.offset;
    const slots = now[b];
    if (slots === then || count === 0) continue;
    if (!slots || slots.length < count) return false;
    for (let k = 0; k < count; k++) {
      if (slots[k]!.record !== then[k]!.record || !isStanding(slots[k]!)) return false;
    }
  }
  return true;
}

/**
 * The prefix with the state's players: the same array, or the same ids in the same order with
 * other statuses or names (the event index of the ids still holds); undefined when the ids
 * changed (a registration, a late entry, a removal): scored again.
 */
function withPlayersOf(prefix: SettledPrefix, state: TournamentState): SettledPrefix | undefined {
  const before = prefix.players;
  const now = state.players;
  if (before === now) return prefix;
  if (before.length !== now.length || before.some((player, k) => player.id !== now[k]!.id)) return undefined;
  const index = eventIndexOf(prefix.scored);
  const scored: ScoredEvent = { ...prefix.scored, file: { ...prefix.scored.file, players: [...now] } };
  rememberEventIndex(scored, index);
  return { ...prefix, scored, players: now };
}

/** The prefix extended with the games that now stand at its end. */
function extendPrefix(prefix: SettledPrefix, state: TournamentState): SettledPrefix {
  const blocks = state.gameBlocks;
  let { block, offset } = prefix;
  const settling: GameRecord[] = [];
  while (block < blocks.length) {
    const slots = blocks[block]!;
    if (offset >= slots.length) {
      // The last block may still grow: stay at its end.
      if (block + 1 >= blocks.length) break;
      block += 1;
      offset = 0;
      continue;
    }
    const slot = slots[offset]!;
    if (!isStanding(slot)) break;
    settling.push(slot.record as GameRecord);
    offset += 1;
  }
  if (settling.length === 0) return { ...prefix, blocks, block, offset };
  const extended = extendScoredEvent(prefix.scored, settling);
  // A game the profile refuses (the log is trusted, so never in practice): the prefix stays
  // before it, and `scoredView` answers the error.
  if (!extended.ok) return { ...prefix, blocks };
  return { ...prefix, scored: extended.value, blocks, block, offset };
}

function fileOf(state: TournamentState, games: GameRecord[]): ResultsFile {
  return {
    format: RESULTS_FORMAT,
    version: RESULTS_VERSION,
    event: state.event!,
    players: [...state.players],
    games,
  };
}

/**
 * What a loaded event looks like at one version: the model, and the views every reader of this
 * version shares (its scores, standings, standings document and current pairing), each computed
 * once, on first read, for this version only — the next version is another view, so nothing here
 * is ever out of date. A read then costs O(one table) or a lookup, not a re-derivation per request.
 */
export interface LiveView {
  readonly stream: string;
  readonly state: TournamentState;
  /** The stream's version the model was folded to. */
  readonly version: number;
  readonly model: ReadModel;
  /** docs/rules.md §6: the event as a scored results file (games whose result stands, in creation order). */
  readonly scored: Result<ScoredEvent>;
  readonly standings: Result<EventStandings>;
  /** GET /api/events/{id}/standings and `standings EVENT --json` (event-file.ts). */
  readonly standingsDocument: Result<StandingsView>;
  /** GET /api/events/{id}/pairings (pairings.ts). */
  readonly pairings: PairingsView;
}

export function liveViewOf(stream: string, version: number, model: ReadModel): LiveView {
  let scored: Result<ScoredEvent> | undefined;
  let standings: Result<EventStandings> | undefined;
  let document: Result<StandingsView> | undefined;
  let pairings: PairingsView | undefined;
  return {
    stream,
    state: model.state,
    version,
    model,
    get scored() {
      return (scored ??= scoredView(model));
    },
    get standings() {
      return (standings ??= standingsView(this.scored));
    },
    get standingsDocument() {
      return (document ??= toStandingsView(this));
    },
    get pairings() {
      return (pairings ??= toPairingsView(model.state));
    },
  };
}
