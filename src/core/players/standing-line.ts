// K6: the name and status a standings line shows, the same for every system of standings (the
// guide's, pc-2016's, On the Edge's) and for the CLI's pairing table. One place each.
import type { PlayerStatus } from "../games.js";
import type { PlayerEntry } from "../results-file/schema.js";
import type { ScoredEvent } from "../scored-event/types.js";
import { playerStatus } from "./player-status.js";

/** docs/rules.md §6: `name`, else first and last name, else the player ID. */
export function playerName(player: Pick<PlayerEntry, "id" | "name" | "firstName" | "lastName">): string {
  return player.name ?? ([player.firstName, player.lastName].filter(Boolean).join(" ") || player.id);
}

/** The players who quit a game of the event (S6): one pass over the scored games. */
export function quittersOf(event: ScoredEvent): ReadonlySet<string> {
  const quitters = new Set<string>();
  for (const game of event.games) if (game.scored.quitter !== undefined) quitters.add(game.scored.quitter);
  return quitters;
}

/** K6/S6: the status a standings line shows: the one rule of players/player-status.ts. */
export function standingStatus(player: PlayerEntry, quitters: ReadonlySet<string>): PlayerStatus {
  return playerStatus(player, quitters.has(player.id));
}
