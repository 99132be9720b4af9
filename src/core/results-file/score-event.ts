import { atPath, fail, type DomainError, type Result } from "../errors.js";
import { DEFAULT_PROFILE, type ProfileName } from "../games.js";
import { profileFor, scoreGame } from "../rules/index.js";
import type { ScoredGame, ScoringOptions } from "../rules/types.js";
import type { GameRecord, ResultsFile } from "./schema.js";

export interface ScoredRecord {
  /** Position of the game in the file's `games` array. */
  readonly index: number;
  readonly record: GameRecord;
  readonly scored: ScoredGame;
}

export interface ScoredEvent {
  readonly file: ResultsFile;
  readonly profile: ProfileName;
  readonly games: readonly ScoredRecord[];
}

export function profileNameOf(file: ResultsFile): ProfileName {
  return file.event.rules ?? DEFAULT_PROFILE[file.event.game];
}

export function scoringOptionsOf(file: ResultsFile): ScoringOptions {
  const options = file.event.options ?? {};
  return { ...(options.cap !== undefined && { cap: options.cap }), ...(options.vp && { vp: options.vp }) };
}

/**
 * Checks every game against the registered players and scores it with the event's profile.
 * The first error stops it; its field is the full JSON path (`games[3].result.lifeForce`).
 */
export function scoreEvent(file: ResultsFile): Result<ScoredEvent> {
  const profileName = profileNameOf(file);
  const profile = profileFor(profileName, file.event.game);
  if (!profile.ok) return profile;
  const registered = new Set(file.players.map((player) => player.id));
  const options = scoringOptionsOf(file);
  const games: ScoredRecord[] = [];
  for (const [index, record] of file.games.entries()) {
    const path = `games[${index}]`;
    const unknown = record.players.findIndex((player) => !registered.has(player.id));
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
    const scored = atPath(path, scoreGame(profileName, options, record));
    if (!scored.ok) return scored;
    games.push({ index, record, scored: scored.value });
  }
  return { ok: true, value: { file, profile: profileName, games } };
}

export type { DomainError };
