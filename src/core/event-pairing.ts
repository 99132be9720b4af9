// One entry point for "pair the next game of this event", whatever the game, beside
// computeEventStandings: two-player events use docs/rules.md §2 (2.1–2.5); On the Edge pairs its groups
// itself (docs/rules.md §2, M1–M7). The CLI's `pair`, the decider's PairNextGame and the server all call
// this, so which event is On the Edge is decided here and nowhere else.
import { fail, ok, type Result } from "./errors.js";
import { isOnTheEdge } from "./games.js";
import { pairOteNext } from "./ote/pair-next.js";
import type { OtePairing } from "./ote/types.js";
import { eventRandom, pairNext, type PairOptions } from "./pairing/pair-next.js";
import type { NextPairing } from "./pairing/types.js";
import type { ScoredEvent } from "./scored-event/types.js";

export type EventPairing =
  | { readonly kind: "two-player"; readonly pairing: NextPairing }
  | { readonly kind: "ote"; readonly pairing: OtePairing };

export type PairEventOptions = Pick<PairOptions, "final" | "topCut">;

/**
 * docs/rules.md §1/2.6: an On the Edge event is one whose game is "ote" (the results-file schema
 * keeps `type: "ote"` to that game).
 */
// Declared with the games (games.ts), so standings need not load the pairing to ask it.
export { isOnTheEdge };

export function pairEventNext(event: ScoredEvent, options: PairEventOptions = {}): Result<EventPairing> {
  if (isOnTheEdge(event.file.event)) {
    if (options.final || options.topCut !== undefined) {
      return fail(
        "INVALID_FIELD",
        options.final ? "final" : "topCut",
        "M6",
        "On the Edge decides its final itself (M6); pair the next round without options",
      );
    }
    const next = pairOteNext(event, eventRandom(event));
    return next.ok ? ok({ kind: "ote", pairing: next.value }) : next;
  }
  const next = pairNext(event, {
    ...(options.final === true && { final: true }),
    ...(options.topCut !== undefined && { topCut: options.topCut }),
  });
  return next.ok ? ok({ kind: "two-player", pairing: next.value }) : next;
}
