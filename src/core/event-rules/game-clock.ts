// R4: the clock of the game now paired — its length by the event's game, type, sealed format
// and stage (the Final Confrontation's 90 minutes, F1; 1.5× sealed, F3) and its name. One function
// for the console, the CLI's `clock start` and every page, so they never disagree.
import {
  profileNameOfEvent,
  EVENT_TYPES,
  type EventType,
  type GameName,
  type ProfileName,
} from "../games.js";
import type { Result } from "../errors.js";
import { computeGameLength, type Timing } from "./game-length.js";
import { isSealedFormatId } from "./sealed-formats.js";
import { sanctioningOfProfile } from "./types.js";

export interface GameClockEvent {
  readonly game: GameName;
  readonly rules?: ProfileName;
  /** As stored (a string); unknown types count as constructed. */
  readonly type?: string;
  readonly options?: Readonly<Record<string, unknown>>;
}

export interface CurrentGame {
  readonly round: number;
  readonly game: number;
  readonly isFinal: boolean;
}

export interface GameClock {
  /** "Round 2 game 1", "Round 4 game 1 (final)"; absent before the first pairing. */
  readonly label?: string;
  /** R4's length for this game; an error when the guide sets none (On the Edge, a sealed deck size unknown). */
  readonly length: Result<Timing & { readonly minutes: number }>;
}

export function gameClockLabel(current: CurrentGame): string {
  return `Round ${current.round} game ${current.game}${current.isFinal ? " (final)" : ""}`;
}

export function computeGameClock(event: GameClockEvent, current: CurrentGame | undefined): GameClock {
  const type: EventType = (EVENT_TYPES as readonly string[]).includes(event.type ?? "")
    ? (event.type as EventType)
    : "constructed";
  const stored = event.options?.format;
  const format =
    type === "sealed" && typeof stored === "string" && isSealedFormatId(stored) ? stored : undefined;
  const sanctioning = sanctioningOfProfile(profileNameOfEvent(event));
  const length: GameClock["length"] =
    sanctioning === undefined
      ? {
          ok: false,
          error: {
            code: "INVALID_FIELD",
            field: "minutes",
            rule: "R4",
            message: "the guide of this game sets no game length: give the minutes",
          },
        }
      : computeGameLength({
          game: event.game,
          type,
          sanctioning,
          ...(format && { format }),
          ...(current?.isFinal && { stage: "final" as const }),
        });
  return { ...(current && { label: gameClockLabel(current) }), length };
}
