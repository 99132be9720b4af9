// SPEC M9: On the Edge tournament deck rules (OTE section one).
export {
  checkDeckList,
  findExclusion,
  toDeckProblems,
  type DeckCheckOptions,
  type DeckVerdict,
  type RejectedCard,
} from "./check.js";
export { parseDeckList, type DeckLine, type DeckListError, type ParsedDeckList } from "./parse.js";
export { MINIMUM_DECK_SIZE, toCollectorNumber, type DeckRule } from "./card-lists.js";
