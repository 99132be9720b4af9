// M9: On the Edge tournament deck rules (OTE section one).
export {
  checkDeckList,
  findExclusion,
  toDeckProblems,
  type DeckCheckOptions,
  type DeckVerdict,
  type RejectedCard,
} from "./check.js";
export {
  parseDeckList,
  parseNamedDeckList,
  type DeckLine,
  type DeckListError,
  type NamedDeckLine,
  type ParsedDeckList,
  type ParsedNamedDeckList,
} from "./parse.js";
export { MINIMUM_DECK_SIZE, isSameName, toCollectorNumber, type DeckRule } from "./card-lists.js";
