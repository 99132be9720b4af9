// docs/rules.md §2: pairing. Pure and deterministic: the same scored event and seed give the same pairings.
export { pairNext, eventRandom, type PairOptions } from "./pair-next.js";
export {
  computeHistory,
  historyOfEvent,
  hasMet,
  hasMetWithSides,
  byesOf,
  activeIds,
  isOut,
  firstSideOf,
  type EventHistory,
  type PlayerHistory,
} from "./history.js";
export { toPairingOrder, toK1Groups } from "./order.js";
export { toTieGroups } from "./standings-order.js";
export { systemFor, describeSystem } from "./system.js";
export { bracketOrder } from "./elimination.js";
export type * from "./types.js";
