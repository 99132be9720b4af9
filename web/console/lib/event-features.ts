// What applies to an event, by its game and rule profile, so the forms and tabs offer only that:
// Championship Level and its prizes (R10), the booster-draft pods and the sealed catalogue (R11,
// R12) and the Players Committee's tiebreak modes (K7) are Star Wars Players Committee rules; the
// guide's tiebreaks (K1–K5) are the only ones of the Decipher games; On the Edge ranks by its own
// Tournament Score (M rules) in rounds that end in a final, not Swiss games and a Final
// Confrontation.
import type { EventType, GameName, ProfileName } from "../../../src/core/games.js";

export interface EventFeatures {
  /** The tiebreak modes to choose from (K7); none = the game's own order only. */
  readonly isTiebreakChoice: boolean;
  /** Championship Level (R10) and the Prizes tab. */
  readonly hasChampionship: boolean;
  /** "Swiss games you plan" for R3 (the Final Confrontation not counted). */
  readonly hasPlannedSwissGames: boolean;
  /** The Draft & sealed tab (R11, R12): a Star Wars sealed event. */
  readonly hasDraft: boolean;
}

export function eventFeatures(game: GameName, rules: ProfileName, type: EventType): EventFeatures {
  const isStarWars = game === "swccg";
  const isPlayersCommittee = rules === "swccg-pc-2.3.6";
  return {
    isTiebreakChoice: isStarWars,
    hasChampionship: isPlayersCommittee,
    hasPlannedSwissGames: game !== "ote",
    hasDraft: isStarWars && type === "sealed",
  };
}
