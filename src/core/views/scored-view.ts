// The read model beside evolve(): what the command pipeline (src/app/command-pipeline.ts) holds of
// each event it serves, and the scored view every page reads from it. The scored view is the expensive part: it is extended with the results
// that came in (`extendScoredEvent`, the event index) instead of being re-scored, and thrown away
// and rebuilt when a change is not an append (a correction, a swap, an undo, a deck-check
// penalty, a registration). Replay equals live: everything here equals a fresh fold of the log
// (command-pipeline.test.ts).
import { assertNever, type Result } from "../errors.js";
import { computeEventStandings, type EventStandings } from "../event-standings.js";
import { eventIndexOf, rememberEventIndex } from "../event-index/index-of.js";
import type { TournamentEvent } from "../events.js";
import { fold } from "../evolve.js";
import { RESULTS_FORMAT, RESULTS_VERSION, type GameRecord } from "../results-file/schema.js";
import { extendScoredEvent, scoreEvent, type ScoredEvent } from "../scored-event/score-event.js";
import { isStanding, type TournamentState } from "../tournament/state.js";

/** What a loaded event looks like now. `scored` and `standings` are computed on first read. */
export interface LiveView {
  readonly stream: string;
  readonly state: TournamentState;
  /** The stream's version the state was folded to. */
  readonly version: number;
  /** docs/rules.md §6: the event as a scored results file (games whose result stands, in creation order). */
  readonly scored: Result<ScoredEvent>;
  readonly standings: Result<EventStandings>;
}

/**
 * The scored games of a prefix of the event's games in which every game stands ("settled"),
 * and where that prefix ends in the state's game blocks. Games after it that stand already
 * (results come in in any order) are scored on top of it for each view: O(one pairing).
 */
export interface ScoredCache {
  readonly settled: ScoredEvent;
  readonly block: number;
  readonly offset: number;
}

/** An event's folded state with the scored view kept beside it. */
export interface HeldState {
  readonly stream: string;
  state: TournamentState;
  scoredCache: ScoredCache | undefined;
}

/**
 * Whether the kept scored view is still a prefix of the view after `event`: true for events that
 * add games or results or change only who is active; false for those that change what is already
 * scored (a correction, a swap, an undo, a deck-check penalty, a registration), which rebuild it
 * on next use. Exhaustive: a new event type does not compile until it is decided here.
 */
export function keepsScoredView(event: TournamentEvent): boolean {
  switch (event.type) {
    case "PlayerCheckedIn":
    case "PlayerDropped":
    case "PlayerQuit":
    case "PlayerDisqualified":
    case "PlayerReinstated":
    case "GamePaired":
    case "ResultReported":
    case "ResultAccepted":
    case "ResultDisputed":
    case "GameRecorded":
    case "DeckListRecorded":
    case "EventFinished":
    case "TimerStarted":
    case "TimerPaused":
    case "TimerResumed":
    case "TimerAdjusted":
    case "TimerStopped":
    case "TableTimeExtended":
      return true;
    case "EventCreated":
    case "PlayerRegistered":
    case "LatePlayerEntered":
    case "PlayersSwapped":
    case "PairingUndone":
    case "ResultCorrected":
    case "FinalSideChosen":
    case "DeckCheckRecorded":
    case "FinalConfrontationWaived":
    case "PlayerRemoved":
    case "PlayerCorrected":
    case "EventSettingsChanged":
      return false;
    default:
      return assertNever(event);
  }
}

/**
 * fold() of the events on the held state, dropping the kept scored view when one invalidates it.
 * Folded together, an imported file's registrations copy the players once, not once per player.
 */
export function evolveHeld(held: HeldState, events: readonly TournamentEvent[]): void {
  held.state = fold(events, held.state);
  if (!events.every(keepsScoredView)) held.scoredCache = undefined;
}

export function makeView(held: HeldState, version: number): LiveView {
  const { stream, state } = held;
  let scored: Result<ScoredEvent> | undefined;
  let standings: Result<EventStandings> | undefined;
  const scoredNow = (): Result<ScoredEvent> => (scored ??= scoredOf(held, state));
  return {
    stream,
    state,
    version,
    get scored() {
      return scoredNow();
    },
    get standings() {
      if (standings) return standings;
      const event = scoredNow();
      standings = event.ok ? computeEventStandings(event.value) : event;
      return standings;
    },
  };
}

/** `toScoredEvent(state)`, extended from the kept settled prefix instead of re-scored. */
export function scoredOf(held: HeldState, state: TournamentState = held.state): Result<ScoredEvent> {
  const info = state.event;
  if (!info) throw new Error(`stream ${held.stream}: the event has not been created`);
  let cache = state === held.state ? held.scoredCache : undefined;
  if (!cache) {
    const empty = scoreEvent({
      format: RESULTS_FORMAT,
      version: RESULTS_VERSION,
      event: info,
      players: [...state.players],
      games: [],
    });
    if (!empty.ok) return empty;
    cache = { settled: empty.value, block: 0, offset: 0 };
  }
  let settled = cache.settled;
  if (settled.file.players !== state.players && !samePlayers(settled, state)) {
    // Only statuses changed (a registration rebuilds): the index of the ids still holds.
    const index = eventIndexOf(settled);
    settled = { ...settled, file: { ...settled.file, players: [...state.players] } };
    rememberEventIndex(settled, index);
  }
  // Extend the settled prefix with the games that now stand at its end.
  const blocks = state.gameBlocks;
  let { block, offset } = cache;
  const settling: GameRecord[] = [];
  while (block < blocks.length) {
    const slots = blocks[block]!;
    if (offset >= slots.length) {
      block += 1;
      offset = 0;
      continue;
    }
    const slot = slots[offset]!;
    if (!isStanding(slot)) break;
    settling.push(slot.record as GameRecord);
    offset += 1;
  }
  if (settling.length > 0) {
    const extended = extendScoredEvent(settled, settling);
    if (!extended.ok) return extended;
    settled = extended.value;
  }
  if (state === held.state) held.scoredCache = { settled, block, offset };
  // The games after it that stand already: scored on top, not kept.
  const standing: GameRecord[] = [];
  for (let b = block; b < blocks.length; b++) {
    const slots = blocks[b]!;
    for (let k = b === block ? offset : 0; k < slots.length; k++) {
      if (isStanding(slots[k]!)) standing.push(slots[k]!.record as GameRecord);
    }
  }
  return standing.length === 0 ? { ok: true, value: settled } : extendScoredEvent(settled, standing);
}

/** The same players with the same statuses (field by field: the state copies the array on any change). */
function samePlayers(scored: ScoredEvent, state: TournamentState): boolean {
  const before = scored.file.players;
  const now = state.players;
  return before.length === now.length && before.every((player, k) => player === now[k]);
}
