// The one bound on a count of Star Wars cards a TD or a player enters (Life Force, Lost Pile, hand).
// No document bounds them: a deck holds 60 cards, but cards stolen into a Life Force are part of
// the game (a Decipher-profile 2(+62), a timed win on 63 Life Force). 999 only guards against a
// typo; each profile's own caps then do their work (S2: diff capped at 59 either way).
// Read by the profile's validation (star-wars.ts) and by the forms (web/shared/result-form.ts).
export const MAX_CARD_COUNT = 999;
