// R4/R12: an event's timings as every page shows them — the sealed format stored in the event's
// options (R12 catalogue), its deck-building time and its game length, Swiss and final. Read from
// the core's functions (computeGameLength, computeDeckBuildingTime): never re-derived here.
import {
  computeDeckBuildingTime,
  computeGameLength,
  isSealedFormatId,
  sanctioningOfProfile,
  SEALED_FORMATS,
  type Timing,
} from "../../src/core/event-rules/index.js";
import {
  profileNameOfEvent,
  EVENT_TYPES,
  type EventType,
  type GameName,
  type ProfileName,
} from "../../src/core/games.js";

export interface EventTimingInput {
  readonly game: GameName;
  readonly rules?: ProfileName;
  /** The event's type as the API gives it (a string); unknown types count as constructed. */
  readonly type?: string;
  readonly options?: Readonly<Record<string, unknown>>;
}

export interface EventTimings {
  /** R12: the sealed format's name, when the event stores one. */
  readonly formatName?: string;
  readonly game?: Timing & { readonly minutes: number };
  readonly final?: Timing & { readonly minutes: number };
  /** Sealed only: deck building (R4); minutes null when the guide fixes none. */
  readonly deckBuilding?: Timing;
}

export function eventTimings(event: EventTimingInput): EventTimings {
  const sanctioning = sanctioningOfProfile(profileNameOfEvent(event));
  const stored = event.options?.format;
  const format = typeof stored === "string" && isSealedFormatId(stored) ? stored : undefined;
  const type: EventType = (EVENT_TYPES as readonly string[]).includes(event.type ?? "")
    ? (event.type as EventType)
    : "constructed";
  // On the Edge has no R4 game length (its rounds end on Influence, E4).
  if (!sanctioning || event.game === "ote") return {};
  const input = { game: event.game, type, sanctioning, ...(type === "sealed" && format && { format }) };
  const game = computeGameLength(input);
  const final = computeGameLength({ ...input, stage: "final" });
  const deck = type === "sealed" ? computeDeckBuildingTime(input) : undefined;
  return {
    ...(type === "sealed" && format && { formatName: SEALED_FORMATS[format].name }),
    ...(game.ok && { game: game.value }),
    ...(final.ok && { final: final.value }),
    ...(deck?.ok && { deckBuilding: deck.value }),
  };
}

/** One line for a page: "EPP Overdrive — deck building 15 min · games 30 min · final 45 min". */
export function describeTimings(timings: EventTimings): string {
  const parts: string[] = [];
  if (timings.deckBuilding)
    parts.push(
      timings.deckBuilding.minutes === null
        ? `deck building: ${timings.deckBuilding.explanation}`
        : `deck building ${timings.deckBuilding.minutes} min`,
    );
  if (timings.game) parts.push(`games ${timings.game.minutes} min`);
  // F1: Decipher's constructed format has no Final Confrontation: say so, not a length as if a rule gave it.
  if (timings.final)
    parts.push(
      timings.final.isNoneGiven ? "final: no length given (F1)" : `final ${timings.final.minutes} min`,
    );
  const line = parts.join(" · ");
  return timings.formatName ? `${timings.formatName}${line ? ` — ${line}` : ""}` : line;
}
