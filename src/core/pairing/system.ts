// Which procedure of docs/rules.md §2–2.5 pairs a two-player event: event.game + event.type (+ the
// profile for A7). On the Edge (docs/rules.md §2) never gets here: pairEventNext (event-pairing.ts) sends it to ote/.
import { assertNever, fail, ok, type Result } from "../errors.js";
import { eventHasSides, SEALED_FORMATS } from "../event-rules/sealed-formats.js";
import { hasSides, type ProfileName } from "../games.js";
import type { EventInfo } from "../results-file/schema.js";
import type { PairingSystem } from "./types.js";

/** Profiles whose events follow Decipher's own procedure for game 1 of later rounds (A7). */
const DECIPHER_ALLEGIANCE: readonly ProfileName[] = ["swccg-decipher-6.99", "yj-decipher-6.99"];

export type SwissSystem = Exclude<PairingSystem, "final-confrontation" | "top-cut">;

export function systemFor(event: EventInfo, profile: ProfileName): Result<SwissSystem> {
  const type = event.type ?? "constructed";
  const isAllegianceGame = hasSides(event.game);
  if (event.game === "ote" || type === "ote") {
    // pairEventNext (event-pairing.ts) sends On the Edge events (game "ote") to ote/pair-next.ts.
    return fail(
      "UNSUPPORTED_FORMAT",
      "event.type",
      "M1",
      event.game === "ote"
        ? "On the Edge events are seated in groups (M1), not paired two by two"
        : `type "ote" is for On the Edge events (game "ote"); this event's game is "${event.game}"`,
    );
  }
  switch (type) {
    case "constructed":
    case "junior":
      // docs/rules.md §2 for Star Wars / Young Jedi (DEC II.A.ii: junior is constructed); 2.1 for Star Trek.
      if (!isAllegianceGame) return ok("one-deck-swiss");
      return ok(DECIPHER_ALLEGIANCE.includes(profile) ? "allegiance-decipher" : "allegiance-pc");
    case "simple-swiss":
      return ok("one-deck-swiss"); // N1: 2.1 for any game.
    case "sealed":
      // D1 / D2; a Secret Squirrel deck has no allegiance, so no Dark and Light piles (R12).
      return ok(eventHasSides(event) ? "sealed-allegiance" : "one-deck-swiss");
    case "elimination":
      return ok("elimination"); // N2.
    default:
      return assertNever(type);
  }
}

/**
 * Why a Star Wars sealed event is paired as D2 rather than D1: D1 (players "keep that side all
 * event") assumes decks of one side; the SW-PC guide's Secret Squirrel deck "consists of the
 * product the player opens", which is "not exchanged", so it holds both sides' cards (docs/rules.md
 * §2, Sealed deck). Empty for every other event.
 */
export function sealedSystemNote(event: EventInfo): string[] {
  const format = hasSides(event.game) && !eventHasSides(event) ? event.options?.format : undefined;
  if (format === undefined) return [];
  return [
    `D2: ${SEALED_FORMATS[format].name} (SW-PC Sealed Deck Formats, R12): "A deck consists of the product the player opens" and "Product is not exchanged", so no player keeps an allegiance: no Dark and Light piles (D1) and no sides at the tables; paired as D2: random first pairing (P1), then one-deck Swiss by standings (P2–P4)`,
  ];
}

export function describeSystem(system: PairingSystem): string {
  switch (system) {
    case "one-deck-swiss":
      return "one-deck Swiss (P1–P4, DEC II.A.i step 6; docs/rules.md §2)";
    case "allegiance-pc":
      return "two-game allegiance rounds, Players Committee procedure (A1–A6, SW-PC Pairings; docs/rules.md §2)";
    case "allegiance-decipher":
      return "two-game allegiance rounds, Decipher procedure (A1–A7, DEC II.A.i steps 6–7; docs/rules.md §2)";
    case "sealed-allegiance":
      return "sealed, fixed allegiances (D1, SW-PC Sealed; docs/rules.md §2)";
    case "final-confrontation":
      return "Final Confrontation (F1–F4; docs/rules.md §2)";
    case "elimination":
      return "single elimination (N2; docs/rules.md §2)";
    case "top-cut":
      return "top cut after Swiss, single elimination (N2; docs/rules.md §2)";
    default:
      return assertNever(system);
  }
}
