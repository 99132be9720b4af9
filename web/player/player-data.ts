// What the player page loads: his own view (GET /api/play/{token}) and, when the event is public,
// its names, rules, pairings and standings. An unlisted event still shows the player his table.
import { ApiError, get } from "../shared/api.js";
import type { EventFileJson, PairingsJson, PlayJson, StandingsJson } from "../shared/types.js";
import type { OutStatus } from "../../src/core/players/player-status.js";

export interface PlayerData {
  readonly play: PlayJson;
  readonly file: EventFileJson | null;
  readonly pairings: PairingsJson | null;
  readonly standings: StandingsJson | null;
}

/**
 * What the phone of a player out of the event says (R2: dropped or disqualified, S6: quit): a
 * sentence per status, not "You are quit".
 */
export function outOfEventSentence(status: OutStatus): string {
  const why = { dropped: "You have dropped", quit: "You quit", disqualified: "You are disqualified" }[status];
  return `${why}: you will not be paired again. Ask the TD if this is a mistake.`;
}

export function tokenFromPath(pathname: string): string | null {
  const match = /^\/play\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

const optional = <T>(promise: Promise<T>): Promise<T | null> =>
  promise.catch((e: unknown) => {
    if (e instanceof ApiError && e.problem.status >= 400 && e.problem.status < 500) return null;
    throw e;
  });

export async function loadPlayer(token: string): Promise<PlayerData> {
  const play = await get<PlayJson>(`/api/play/${encodeURIComponent(token)}`);
  const base = `/api/events/${encodeURIComponent(play.event.id)}`;
  const [file, pairings, standings] = await Promise.all([
    optional(get<EventFileJson>(base)),
    optional(get<PairingsJson>(`${base}/pairings`)),
    optional(get<StandingsJson>(`${base}/standings`)),
  ]);
  return { play, file, pairings, standings };
}
