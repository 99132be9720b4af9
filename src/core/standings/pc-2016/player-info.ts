// Name and status shown on a standings line (K6).
import type { PlayerStatus } from "../../games.js";
import type { ScoredEvent } from "../../scored-event/score-event.js";
import type { PlayerEntry } from "../../results-file/schema.js";

export function toDisplayName(player: PlayerEntry): string {
  const full = [player.firstName, player.lastName].filter(Boolean).join(" ");
  return player.name ?? (full || player.id);
}

/** The status the file records; else "quit" for a player who quit a game (S6), else active. */
export function computeStatus(player: PlayerEntry, event: ScoredEvent): PlayerStatus {
  if (player.status !== undefined) return player.status;
  const hasQuit = event.games.some((game) => game.scored.quitter === player.id);
  return hasQuit ? "quit" : "active";
}
