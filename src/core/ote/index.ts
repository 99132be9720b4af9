// On the Edge tournaments (docs/rules.md §1, §2.6): what the CLI and the app use.
export { computeOteStandings } from "./standings.js";
export { pairOteNext } from "./pair-next.js";
export { computeGroupSizes, isOffNumbered } from "./group-sizes.js";
export { computeTournamentScore, INFLUENCE_TO_WIN, PLAYOFF_INFLUENCE } from "./places-in-game.js";
export { replayOteEvent, type OteState } from "./replay.js";
export type * from "./types.js";
