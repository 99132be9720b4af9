// R5: at zero the timer shows the end-of-game rule of the event's rule profile — the
// Players Committee's "finish the turn" (S3) or Decipher's "hands down" (DEC Timed out games).
import type { ProfileName } from "../games.js";

export interface EndOfGameRule {
  readonly title: string;
  readonly text: string;
  readonly rule: string;
  readonly source: string;
}

const HANDS_DOWN = "Hands down! All game actions and responses stop immediately; the game is over.";

/** One entry per rule profile (docs/architecture.md: typed registries keyed by the literal union). */
export const END_OF_GAME_RULES: { readonly [P in ProfileName]: EndOfGameRule } = {
  "swccg-pc-2.3.6": {
    title: "Time: finish the turn of the player who went second",
    text:
      "Play continues to the end of the turn of the player who went second in this game (normally the Light Side player; " +
      "the Dark Side player if Death Star or Yavin 4: Throne Room made him go second), then the game is over. " +
      "If a Life Force is depleted in that turn, score a full win. Otherwise each player puts down his hand and counts his " +
      "Life Force (Reserve Deck, Force Pile, Used Pile): more Life Force wins a modified win 1(+Life Force), the loser 0(-same).",
    rule: "S3",
    source: "SW-PC Timing; Special Scoring Situations, Timed Games",
  },
  "swccg-decipher-6.99": {
    title: "Hands down",
    text:
      `${HANDS_DOWN} The player with more cards in his Life Force wins 1(+his Life Force); the loser's remaining Life Force ` +
      "is placed in his Lost Pile and he scores 0(-same). Equal Life Force is a true tie: 1(+0) each.",
    rule: "docs/rules.md §1, swccg-decipher-6.99",
    source: "DEC II.A.i Timed out games, Star Wars CCG",
  },
  "stccg-decipher-6.99": {
    title: "Hands down",
    text:
      `${HANDS_DOWN} The player with more points wins a modified win: 1 VP plus the differential (scores counted from 0 to 100). ` +
      "Equal scores with the same victory conditions are a true tie: 1(+0) each.",
    rule: "T3",
    source: "DEC II.A.i Timed out games, Star Trek CCG",
  },
  "stccg-opg-2014": {
    title: "Hands down",
    text:
      `${HANDS_DOWN} The player with more points wins a modified win; the differential follows the 2014 ruling ` +
      "(scores counted from 0 to the points required to win). Equal scores are a true tie.",
    rule: "O1",
    source: "DEC II.A.i Timed out games, Star Trek CCG; OPG 2014",
  },
  "yj-decipher-6.99": {
    title: "Hands down",
    text:
      `${HANDS_DOWN} The player with more planetary victories wins; if equal, the player with more cards in his Draw Deck. ` +
      "The winner scores 1(+his Draw Deck), the loser 0(-same). Equal planetary victories and Draw Decks are a true tie: 1(+0) each.",
    rule: "Y2",
    source: "DEC II.A.i Timed out games, Young Jedi CCG",
  },
  "ote-1.2": {
    title: "No time limit",
    text: "On the Edge 1.2 sets no time limit: a game ends when a player reaches 16 Influence Points.",
    rule: "E4",
    source: "OTE 2.43",
  },
};
