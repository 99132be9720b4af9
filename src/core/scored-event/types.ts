// A results file with every game scored by the event's profile: what standings (§3), pairing
// (§2) and the event index read. Types only, so the event index can read them without importing
// the scoring (./score-event.ts sits above the index and extends it).
import type { ProfileName } from "../games.js";
import type { GameRecord, ResultsFile } from "../results-file/schema.js";
import type { ScoredGame } from "../rules/types.js";

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
