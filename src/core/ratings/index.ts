// docs/rules.md §5 (L1–L5): Decipher's Elo ratings, pure.
export * from "./formula.js";
export * from "./pools.js";
export * from "./rating-event.js";
export * from "./rebuild.js";
export * from "./canonical.js";
