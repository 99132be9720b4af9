// The scoring of an event (docs/rules.md §6 → §1): every game of a results file checked against the
// registered players and scored with the event's profile, and extended result by result for the
// live path. It sits above the event index (which it extends); the index reads only ./types.ts.
import { extendEventIndex } from "../event-index/event-index.js";
import { eventIndexOf, rememberEventIndex } from "../event-index/index-of.js";
import { atPath, fail, ok, type DomainError, type Result } from "../errors.js";
import { isOnTheEdge, profileNameOfEvent, type ProfileName } from "../games.js";
import { firstLosses, lostBefore, type PlayedGame } from "../ote/scale.js";
import { profileFor, scoreGame } from "../rules/index.js";
import type { ScoringOptions } from "../rules/types.js";
import type { EventInfo, GameRecord, ResultsFile } from "../results-file/schema.js";
import type { ScoredEvent, ScoredRecord } from "./types.js";

export type { ScoredEvent, ScoredRecord } from "./types.js";

/** The event's rule profile (one lookup, games.ts). */
export { profileNameOfEvent };

export function scoringOptionsOfEvent(event: EventInfo): ScoringOptions {
  const options = event.options ?? {};
  return { ...(options.cap !== undefined && { cap: options.cap }), ...(options.vp && { vp: options.vp }) };
}

export function profileNameOf(file: ResultsFile): ProfileName {
  return profileNameOfEvent(file.event);
}

export function scoringOptionsOf(file: ResultsFile): ScoringOptions {
  return scoringOptionsOfEvent(file.event);
}

interface ScoringContext {
  readonly profileName: ProfileName;
  /** On the Edge: VP are keyed on each player's set before the game (E2). */
  readonly isOnTheEdge: boolean;
  readonly options: ScoringOptions;
  readonly registered: { has(id: string): boolean };
}

function contextOf(file: ResultsFile, registered?: ScoringContext["registered"]): Result<ScoringContext> {
  const profileName = profileNameOf(file);
  const profile = profileFor(profileName, file.event.game);
  if (!profile.ok) return profile;
  return ok({
    profileName,
    isOnTheEdge: isOnTheEdge(file.event),
    options: scoringOptionsOf(file),
    registered: registered ?? new Set(file.players.map((player) => player.id)),
  });
}

/** Checks one game (at position `index` of the file) against the registered players and scores it. */
function scoreRecord(record: GameRecord, index: number, context: ScoringContext): Result<ScoredRecord> {
  // The path is written only for an error, and no closure is made per game: a one-shot command
  // scores every game of a 65,000-game file once, mostly before the JIT has compiled this.
  const { players } = record;
  for (let unknown = 0; unknown < players.length; unknown++) {
    if (context.registered.has(players[unknown]!.id)) continue;
    return fail(
      "UNKNOWN_PLAYER",
      `games[${index}].players[${unknown}].id`,
      "R2",
      `player "${players[unknown]!.id}" is not registered in players`,
    );
  }
  if (
    record.deckCheckFailure !== undefined &&
    !record.players.some((p) => p.id === record.deckCheckFailure)
  ) {
    return fail(
      "UNKNOWN_PLAYER",
      `games[${index}].deckCheckFailure`,
      "S7",
      `player "${record.deckCheckFailure}" did not play this game`,
    );
  }
  const scored = scoreGame(context.profileName, context.options, record);
  if (!scored.ok) return atPath(`games[${index}]`, scored);
  return ok({ index, record, scored: scored.value });
}

/** What the scale needs of a scored game (src/core/ote/scale.ts). */
export function toPlayedGame({ record, scored }: ScoredRecord): PlayedGame {
  return { round: record.round, players: record.players, winner: scored.winner };
}

/**
 * E2 / M6: On the Edge VP are keyed on the player. A game is first scored on its own set (the
 * winner and places do not depend on the scale); a game of the active set holding a player who
 * lost in an earlier round (a finalist re-admitted from the inactive set) is scored again with
 * those losses, so he scores on the inactive scale. `earlier`: the games already scored.
 */
function withScales(
  games: ScoredRecord[],
  earlier: readonly ScoredRecord[],
  context: ScoringContext,
): Result<ScoredRecord[]> {
  if (!context.isOnTheEdge) return ok(games);
  const firstLoss = firstLosses([...earlier, ...games].map(toPlayedGame));
  const rescored: ScoredRecord[] = [];
  for (const game of games) {
    const lostIn = lostBefore(firstLoss, game.record.round, game.record.players);
    if (lostIn === undefined || game.record.set !== "active") {
      rescored.push(game);
      continue;
    }
    const scored = atPath(
      `games[${game.index}]`,
      scoreGame(context.profileName, context.options, { ...game.record, lostIn }),
    );
    if (!scored.ok) return scored;
    rescored.push({ ...game, scored: scored.value });
  }
  return ok(rescored);
}

/**
 * Checks every game against the registered players and scores it with the event's profile.
 * The first error stops it; its field is the full JSON path (`games[3].result.lifeForce`).
 */
export function scoreEvent(file: ResultsFile): Result<ScoredEvent> {
  const context = contextOf(file);
  if (!context.ok) return context;
  const games: ScoredRecord[] = [];
  for (let index = 0; index < file.games.length; index++) {
    const scored = scoreRecord(file.games[index]!, index, context.value);
    if (!scored.ok) return scored;
    games.push(scored.value);
  }
  const scaled = withScales(games, [], context.value);
  if (!scaled.ok) return scaled;
  return { ok: true, value: { file, profile: context.value.profileName, games: scaled.value } };
}

/**
 * The event with `records` appended to its games, as the live read model needs after each
 * result (src/core/views/read-model.ts, folded by the command pipeline): only the new games are scored, and the event index that standings and
 * pairing read is derived from the previous event's (O(new games)) instead of from scratch.
 * Equal to `scoreEvent` of the whole new file (property-tested); `previous` is left unchanged.
 */
export function extendScoredEvent(
  previous: ScoredEvent,
  records: readonly GameRecord[],
): Result<ScoredEvent> {
  // The index already maps every registered id: no O(players) set per result.
  const index = eventIndexOf(previous);
  const context = contextOf(previous.file, index.indexOf);
  if (!context.ok) return context;
  const start = previous.file.games.length;
  const added: ScoredRecord[] = [];
  for (const [k, record] of records.entries()) {
    const scored = scoreRecord(record, start + k, context.value);
    if (!scored.ok) return scored;
    added.push(scored.value);
  }
  // A result only ever follows the games of earlier rounds on the live path, so the games
  // already scored keep their scale.
  const scaled = withScales(added, previous.games, context.value);
  if (!scaled.ok) return scaled;
  const event: ScoredEvent = {
    file: { ...previous.file, games: previous.file.games.concat(records) },
    profile: previous.profile,
    games: previous.games.concat(scaled.value),
  };
  rememberEventIndex(event, extendEventIndex(index, scaled.value));
  return ok(event);
}

export type { DomainError };
