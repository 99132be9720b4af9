// L1: one rating pool per game and format type — DEC II.A: "These formats are considered
// separate for rating purposes and a separate rating database will be created for each."
// A pool is named `<game>/<type>`, e.g. `stccg1e/constructed`, `swccg/sealed`.
//
// Which events are rated (decision, documented in docs/guide/ratings.md):
// - only sanctioned events (`event.sanctioned: true`; DEC I.C, L1); others are kept, not rated;
// - only the three sanctioned formats, constructed (the default type), junior and sealed
//   (DEC II.A); `simple-swiss` and `elimination` are the non-sanctioned alternatives of DEC II.B
//   (N1, N2), so an event of those types is kept and not rated even when marked sanctioned;
// - On the Edge (`game` or `type` "ote"; docs/rules.md §2) is not a Decipher game and its tournament
//   rules name no rating system: kept, not rated.
import type { EventType, GameName } from "../games.js";

export const RATED_TYPES = ["constructed", "junior", "sealed"] as const;
export type RatedType = (typeof RATED_TYPES)[number];

export const RATED_GAMES = ["swccg", "stccg1e", "stccg2e", "yj"] as const satisfies readonly GameName[];
export type RatedGameName = (typeof RATED_GAMES)[number];

export type PoolName = `${RatedGameName}/${RatedType}`;

export type PoolChoice = { readonly pool: PoolName } | { readonly note: string };

export interface PoolInput {
  readonly game: GameName;
  readonly type?: EventType | undefined;
  readonly sanctioned?: boolean | undefined;
}

const isRatedType = (type: string): type is RatedType => (RATED_TYPES as readonly string[]).includes(type);
const isRatedGame = (game: string): game is RatedGameName =>
  (RATED_GAMES as readonly string[]).includes(game);

/** The pool an event's games count in, or why the event is not rated. */
export function poolOf(event: PoolInput): PoolChoice {
  const type = event.type ?? "constructed";
  if (!isRatedGame(event.game) || type === "ote") {
    return {
      note: "L1: On the Edge has no rating pool (DEC I.E rates Decipher's sanctioned formats); kept, not rated",
    };
  }
  if (!isRatedType(type)) {
    return { note: `L1: ${type} is a non-sanctioned format (DEC II.B); kept, not rated` };
  }
  if (event.sanctioned !== true) {
    return { note: "L1: not a sanctioned event (DEC I.C); kept, not rated" };
  }
  return { pool: `${event.game}/${type}` };
}

/** `stccg1e/constructed` → true; anything else (a typo in `--pool`) → false. */
export function isPoolName(text: string): text is PoolName {
  const [game, type, ...rest] = text.split("/");
  return (
    rest.length === 0 && game !== undefined && type !== undefined && isRatedGame(game) && isRatedType(type)
  );
}

export const POOL_NAMES: readonly PoolName[] = RATED_GAMES.flatMap((game) =>
  RATED_TYPES.map((type): PoolName => `${game}/${type}`),
);
