// Names instead of IDs for a TD, and players named the way a TD types them:
// an exact ID, or a unique prefix of an ID, a full name or any word of a name ("luke", "vader"),
// with or without its accents and apostrophes ("muller", "obrien").
import { toIdLetters } from "../../core/players/player-id.js";
import { playerName } from "../../core/players/standing-line.js";
import type { PlayerEntry } from "../../core/results-file/schema.js";
import { badInput } from "../exit.js";

/** A player's name as the standings show it (one rule, core/players/standing-line.ts). */
export const displayName = playerName;

/** id → "Name", for every player (the ID when the player has no name). */
export function nameIndex(players: readonly PlayerEntry[]): (id: string) => string {
  const names = new Map(players.map((p) => [p.id, displayName(p)]));
  return (id) => names.get(id) ?? id;
}

/** "Name (id)" when the player has a name, else the id. */
export function nameWithId(players: readonly PlayerEntry[]): (id: string) => string {
  const name = nameIndex(players);
  return (id) => {
    const shown = name(id);
    return shown === id ? id : `${shown} (${id})`;
  };
}

function matches(player: PlayerEntry, query: string): boolean {
  const name = displayName(player).toLowerCase();
  // R1's letters of a word (toIdLetters: accents and apostrophes dropped), so that "muller" and
  // "obrien", typed on any keyboard, name Jürgen Müller and Zoë O'Brien as their IDs do. Not for
  // a query with digits: that one names an ID.
  const letters = /\d/.test(query) ? "" : toIdLetters(query);
  return (
    player.id.toLowerCase().startsWith(query) ||
    name.startsWith(query) ||
    name.split(/\s+/).some((word) => word.startsWith(query)) ||
    (letters !== "" && name.split(/\s+/).some((word) => toIdLetters(word).startsWith(letters)))
  );
}

/** The players `query` (lower case) names: an exact ID or full name, else every prefix match. */
function playersNamed(players: readonly PlayerEntry[], query: string): readonly PlayerEntry[] {
  const exact = players.filter((p) => p.id.toLowerCase() === query || displayName(p).toLowerCase() === query);
  return exact.length > 0 ? exact : players.filter((p) => matches(p, query));
}

/**
 * The one player `text` names among `players`; exit 1 naming `field` when none or several do.
 * An exact ID or an exact full name wins over prefixes.
 */
export function resolvePlayer(
  players: readonly PlayerEntry[],
  text: string,
  field: string,
  rule = "R1",
  /** The event's other players: a name of one of them is told as such, not as "no player". */
  others: readonly PlayerEntry[] = [],
): string {
  const query = text.trim().toLowerCase();
  if (query === "") return badInput(`${field}: empty; name a player by ID or name (${rule})`);
  const found = playersNamed(players, query);
  if (found.length === 1) return found[0]!.id;
  if (found.length === 0) {
    const elsewhere = playersNamed(others, query);
    if (elsewhere.length === 1 && players.length > 0)
      return badInput(
        `${field}: "${text}" is ${displayName(elsewhere[0]!)}, who is not in this game (${players.map(displayName).join(" v ")}) (${rule})`,
      );
    return badInput(`${field}: no player matches "${text}" (${rule})`);
  }
  const listed = found
    .slice(0, 6)
    .map((p) => `${displayName(p)} (${p.id})`)
    .join(", ");
  return badInput(
    `${field}: "${text}" matches ${found.length} players: ${listed}${found.length > 6 ? ", …" : ""}; type more of the ID or name (${rule})`,
  );
}
