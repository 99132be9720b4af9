// Which event is On the Edge is decided in one place (pairEventNext), for the
// CLI's `pair`, the decider and the server. Before, a `swccg` file with `"type": "ote"` was paired
// as On the Edge groups by `pair` (game OR type) and refused by the decider (game only) with a
// stale "not yet available to `pair`".
import { describe, expect, it } from "vitest";
import { decide } from "./decide.js";
import { isOnTheEdge, pairEventNext } from "./event-pairing.js";
import { makeOteFile, playerIds, scoredOrThrow } from "./ote/test-helpers.js";
import { makeFile, scored } from "./pairing/test-helpers.js";
import { fold } from "./evolve.js";
import { created, ctx, registered } from "./tournament/test-helpers.js";

const eight = ["a", "b", "c", "d", "e", "f", "g", "h"];

describe("pairEventNext", () => {
  it("pairs an On the Edge event (game ote) as groups (M1–M7)", () => {
    const next = pairEventNext(scoredOrThrow(makeOteFile(playerIds(9))));
    expect(next.ok && next.value.kind).toBe("ote");
  });

  it("refuses --final / --top-cut for On the Edge, which decides its final itself (M6)", () => {
    const next = pairEventNext(scoredOrThrow(makeOteFile(playerIds(9))), { final: true });
    expect(!next.ok && [next.error.code, next.error.field, next.error.rule]).toEqual([
      "INVALID_FIELD",
      "final",
      "M6",
    ]);
  });

  it("pairs a Star Wars event as two-player games (docs/rules.md §2)", () => {
    const next = pairEventNext(scored(makeFile(eight, [])));
    expect(next.ok && next.value.kind).toBe("two-player");
    expect(next.ok && next.value.kind === "two-player" && next.value.pairing.system).toBe("allegiance-pc");
  });

  it("refuses a swccg event of type ote in pair and in the decider alike, without the stale message", () => {
    const file = makeFile(eight, [], { game: "swccg", type: "ote" });
    expect(isOnTheEdge(file.event)).toBe(false);
    const viaPair = pairEventNext(scored(file));
    expect(viaPair.ok).toBe(false);
    if (viaPair.ok) return;
    expect(viaPair.error.code).toBe("UNSUPPORTED_FORMAT");
    expect(viaPair.error.message).not.toMatch(/not yet available/);
    // The results-file schema now refuses the mismatch on import; a log written before that still
    // holds such an event, and the decider must say what `pair` says.
    const state = fold([
      created({ rules: undefined, type: "ote", seed: "pairing-test" }),
      ...registered(...eight),
    ]);
    const viaDecider = decide({ type: "PairNextGame" }, state, ctx);
    expect(viaDecider).toEqual({ ok: false, error: viaPair.error });
  });
});
