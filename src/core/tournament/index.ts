// The tournament as an event log (docs/architecture.md "Decider pattern"): state, projections and the read models' helpers.
export * from "./state.js";
export { standingSlots, toResultsFile, toScoredEvent } from "./project.js";
export { toImportEvents } from "./import.js";
export { deckCheckPoint, type DeckCheckPoint } from "./deck-check-point.js";
