// What the command pipeline (command-pipeline.ts) holds of each event it serves, and the view a
// server reads from it. The scored view is the expensive part: it is extended with the results
// that came in (`extendScoredEvent`, the event index) instead of being re-scored, and thrown away
// and rebuilt when a change is not an append (a correction, a swap, an undo, a deck-check
// penalty, a registration). Replay equals live: everything here equals a fresh fold of the log
// (command-pipeline.test.ts).
import type { Result } from "../core/errors.js";
import { computeEventStandings, type EventStandings } from "../core/event-standings.js";
import { eventIndexOf, rememberEventIndex } from "../core/event-index/index-of.js";
import type { TournamentEvent, TournamentEventType } from "../core/events.js";
import { fold } from "../core/evolve.js";
import { RESULTS_FORMAT, RESULTS_VERSION, type GameRecord } from "../core/results-file/schema.js";
import { extendScoredEvent, scoreEvent, type ScoredEvent } from "../core/scored-event/score-event.js";
import { isStanding, type TournamentState } from "../core/tournament/state.js";

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
 * Event types after which the kept scored view is still a prefix of the new one: they add games
 * or results, or change only who is active. Anything else rebuilds it on next use.
 */
const KEEPS_SCORED_VIEW: ReadonlySet<TournamentEventType> = new Set<TournamentEventType>([
  "PlayerCheckedIn",
  "PlayerDropped",
  "PlayerQuit",
  "PlayerDisqualified",
  "PlayerReinstated",
  "GamePaired",
  "ResultReported",
  "ResultAccepted",
  "ResultDisputed",
  "GameRecorded",
  "DeckListRecorded",
  "EventFinished",
  "TimerStarted",
  "TimerPaused",
  "TimerResumed",
  "TimerAdjusted",
  "TimerStopped",
  "TableTimeExtended",
]);

/**
 * fold() of the events on the held state, dropping the kept scored view when one invalidates it.
 * Folded together, an imported file's registrations copy the players once, not once per player.
 */
export function evolveHeld(held: HeldState, events: readonly TournamentEvent[]): void {
  held.state = fold(events, held.state);
  if (events.some((event) => !KEEPS_SCORED_VIEW.has(event.type))) held.scoredCache = undefined;
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
