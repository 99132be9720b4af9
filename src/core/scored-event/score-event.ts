// The scoring of an event (docs/rules.md §6 → §1): every game of a results file checked against the
// registered players and scored with the event's profile, and extended result by result for the
// live path. It sits above the event index (which it extends); the index reads only ./types.ts.
import { extendEventIndex } from "../event-index/event-index.js";
import { eventIndexOf, rememberEventIndex } from "../event-index/index-of.js";
import { atPath, fail, ok, type DomainError, type Result } from "../errors.js";
import { profileNameOfEvent, type ProfileName } from "../games.js";
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
  readonly options: ScoringOptions;
  readonly registered: { has(id: string): boolean };
}

function contextOf(file: ResultsFile, registered?: ScoringContext["registered"]): Result<ScoringContext> {
  const profileName = profileNameOf(file);
  const profile = profileFor(profileName, file.event.game);
  if (!profile.ok) return profile;
  return ok({
    profileName,
    options: scoringOptionsOf(file),
    registered: registered ?? new Set(file.players.map((player) => player.id)),
  });
}

/** Checks one game (at position `index` of the file) against the registered players and scores it. */
function scoreRecord(record: GameRecord, index: number, context: ScoringContext): Result<ScoredRecord> {
  const path = `games[${index}]`;
  const unknown = record.players.findIndex((player) => !context.registered.has(player.id));
  if (unknown >= 0) {
    return fail(
      "UNKNOWN_PLAYER",
      `${path}.players[${unknown}].id`,
      "R2",
      `player "${record.players[unknown]!.id}" is not registered in players`,
    );
  }
  if (
    record.deckCheckFailure !== undefined &&
    !record.players.some((p) => p.id === record.deckCheckFailure)
  ) {
    return fail(
      "UNKNOWN_PLAYER",
      `${path}.deckCheckFailure`,
      "S7",
      `player "${record.deckCheckFailure}" did not play this game`,
    );
  }
  const scored = atPath(path, scoreGame(context.profileName, context.options, record));
  if (!scored.ok) return scored;
  return ok({ index, record, scored: scored.value });
}

/**
 * Checks every game against the registered players and scores it with the event's profile.
 * The first error stops it; its field is the full JSON path (`games[3].result.lifeForce`).
 */
export function scoreEvent(file: ResultsFile): Result<ScoredEvent> {
  const context = contextOf(file);
  if (!context.ok) return context;
  const games: ScoredRecord[] = [];
  for (const [index, record] of file.games.entries()) {
    const scored = scoreRecord(record, index, context.value);
    if (!scored.ok) return scored;
    games.push(scored.value);
  }
  return { ok: true, value: { file, profile: context.value.profileName, games } };
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
  const event: ScoredEvent = {
    file: { ...previous.file, games: previous.file.games.concat(records) },
    profile: previous.profile,
    games: previous.games.concat(added),
  };
  rememberEventIndex(event, extendEventIndex(index, added));
  return ok(event);
}

export type { DomainError };
