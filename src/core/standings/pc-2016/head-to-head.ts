// K7 (c): "if exactly two are still tied, the one who won every game between them".
// A split result, a game without a winner (true tie) or no meeting at all decides nothing.
import type { PlayerTally } from "./tally.js";

export function computeHeadToHeadWinner(a: PlayerTally, b: PlayerTally): string | undefined {
  const mutual = a.games.filter((game) => game.opponents.includes(b.id));
  if (mutual.length === 0) return undefined;
  const first = mutual[0]!.winner;
  if (first !== a.id && first !== b.id) return undefined;
  return mutual.every((game) => game.winner === first) ? first : undefined;
}
