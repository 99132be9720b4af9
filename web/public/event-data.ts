// One load of everything the public page and the projector show, from docs/architecture.md's routes.
import { get } from "../shared/api.js";
import type { EventFileJson, PairingsJson, StandingsJson } from "../shared/types.js";

export interface PublicEventData {
  readonly file: EventFileJson;
  readonly pairings: PairingsJson;
  readonly standings: StandingsJson;
}

export async function loadPublicEvent(eventId: string): Promise<PublicEventData> {
  const base = `/api/events/${encodeURIComponent(eventId)}`;
  const [file, pairings, standings] = await Promise.all([
    get<EventFileJson>(base),
    get<PairingsJson>(`${base}/pairings`),
    get<StandingsJson>(`${base}/standings`),
  ]);
  return { file, pairings, standings };
}
