import { makeStarWarsProfile } from "./star-wars.js";

/** docs/rules.md §1: the Players Committee guide 2.3.6, the default for Star Wars CCG. */
export const swccgPc = makeStarWarsProfile({
  name: "swccg-pc-2.3.6",
  cap: 59,
  trueTie: "tiebreak",
  deckCheckPenalty: true,
  rules: { full: "S1", time: "S3", tie: "S4", quit: "S6", bye: "S5" },
});
