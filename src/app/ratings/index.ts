// The ratings service the CLI and the server share.
export { makeRatingsOpener, openRatings } from "./open-ratings.js";
export { prepareImport, eventIdOf, type SourceText, type Prepared } from "./prepare-import.js";
export { leaderboardJson, playerHistoryJson, type LeaderboardJson, type PlayerHistoryJson } from "./views.js";
export {
  importEvents,
  mergePlayers,
  rebuildAll,
  listEvents,
  listMerges,
  loadFiles,
  allHistory,
  type ImportReport,
  type MergeOutcome,
} from "../../store/ratings/ratings-store.js";
export type { RatingsDb } from "../../store/ratings/sql-db.js";
