// SPEC K6: the record shown in the standings. Byes count as wins and are also listed.
import type { PlayerRecord } from "../types.js";
import type { PlayerTally } from "./tally.js";

export function computeRecord(player: PlayerTally): PlayerRecord {
  let wins = 0;
  let losses = 0;
  let ties = 0;
  let byes = 0;
  for (const game of player.games) {
    if (game.opponents.length === 0) {
      byes++;
      wins++;
    } else if (game.winner === player.id) wins++;
    else if (game.winner !== undefined) losses++;
    else ties++;
  }
  return { wins, losses, ties, byes };
}
