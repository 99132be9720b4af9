// SPEC §4 R3–R12 (+ S7, F4): the rules a TD applies to run an event, as pure functions.
export * from "./types.js";
export * from "./minimums.js";
export * from "./game-length.js";
export * from "./game-clock.js";
export * from "./announcements.js";
export * from "./end-of-game.js";
export * from "./timer.js";
export * from "./deck-checks.js";
export * from "./deck-check-penalty.js";
export * from "./final-replacement.js";
export * from "./td-player.js";
export * from "./junior.js";
export * from "./championship-bids.js";
export * from "./draft-pods.js";
export * from "./draft-seating.js";
export * from "./sealed-formats.js";
