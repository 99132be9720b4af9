// K6: the record shown in the standings. Byes count as wins and are also listed; a bye a
// failed deck check turned into a loss (S7) is listed and counts as a loss (player-result.ts).
import { resultOf } from "../../rules/shared/player-result.js";
import type { PlayerRecord } from "../types.js";
import type { PlayerTally } from "./tally.js";

export function computeRecord(player: PlayerTally): PlayerRecord {
  let wins = 0;
  let losses = 0;
  let ties = 0;
  let byes = 0;
  for (const game of player.games) {
    if (game.opponents.length === 0) byes++;
    const result = resultOf(game, player.id);
    if (result === "win") wins++;
    else if (result === "loss") losses++;
    else ties++;
  }
  return { wins, losses, ties, byes };
}
