import { makeStarWarsProfile } from "./star-wars.js";

/** docs/rules.md §1: Decipher's guide 6.99 — no cap, a true tie is 1(+0) each, hands down at time, no S7. */
export const swccgDecipher = makeStarWarsProfile({
  name: "swccg-decipher-6.99",
  cap: undefined,
  trueTie: "split",
  deckCheckPenalty: false,
  rules: {
    full: "DEC II.A.i scoring (S1)",
    time: "DEC hands down (S3)",
    tie: "DEC true ties (S4)",
    quit: "DEC quitting (S6)",
    bye: "DEC bye (S5)",
  },
});
