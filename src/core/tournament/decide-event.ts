// Creating, importing and finishing an event (docs/rules.md §6 event fields; F5 the end).
import { countHas } from "../words.js";
import type { DecideContext, EventSettings } from "../commands.js";
import { fail, ok, type Result } from "../errors.js";
import type { TournamentEvent } from "../events.js";
import { parseResultsValue } from "../results-file/parse.js";
import { eventSchema, readAs, RESULTS_FORMAT, RESULTS_VERSION } from "../results-file/schema.js";
import { profileNameOf } from "../scored-event/score-event.js";
import { profileFor } from "../rules/index.js";
import { requireEvent, requireOpenEvent } from "./guards.js";
import { toImportEvents } from "./import.js";
import { pendingGames, type TournamentState } from "./state.js";

export function decideCreateEvent(
  state: TournamentState,
  input: unknown,
  ctx: DecideContext,
): Result<TournamentEvent[]> {
  if (state.event)
    return fail(
      "EVENT_ALREADY_EXISTS",
      "",
      "docs/rules.md §6",
      `this stream already holds the event "${state.event.name}"`,
    );
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return fail("INVALID_FIELD", "event", "docs/rules.md §6", "expected an object with name, date and game");
  }
  // docs/rules.md §2: the seed is stored with the event, so the same log always gives the same pairings.
  const withDefaults = {
    date: ctx.now.slice(0, 10),
    ...(ctx.seed !== undefined && { seed: ctx.seed }),
    ...input,
  };
  const parsed = parseResultsValue({
    format: RESULTS_FORMAT,
    version: RESULTS_VERSION,
    event: withDefaults,
    players: [],
    games: [],
  });
  if (!parsed.ok) return parsed;
  const event = parsed.value.event;
  const profile = profileFor(profileNameOf(parsed.value), event.game);
  if (!profile.ok) return profile;
  return ok([{ type: "EventCreated", data: { event } }]);
}

export function decideImport(state: TournamentState, file: unknown): Result<TournamentEvent[]> {
  if (state.event)
    return fail(
      "EVENT_ALREADY_EXISTS",
      "",
      "docs/rules.md §6",
      `this stream already holds the event "${state.event.name}"`,
    );
  return toImportEvents(file);
}

export function decideFinish(state: TournamentState): Result<TournamentEvent[]> {
  const event = requireOpenEvent(state);
  if (!event.ok) return event;
  const pending = pendingGames(state);
  if (pending.length > 0) {
    return fail(
      "ROUND_NOT_COMPLETE",
      "games",
      "R6",
      `${countHas(pending.length, "game")} no result that stands yet (games ${pending.map((g) => g.gameId).join(", ")})`,
    );
  }
  return ok([{ type: "EventFinished", data: {} }]);
}

/**
 * The event's name, date and sanctioning can be corrected at any time (a typo, a venue that moved
 * the day); the game, rules, type and seed make the event and its pairings and stay as created.
 */
export function decideChangeSettings(
  state: TournamentState,
  settings: EventSettings,
): Result<TournamentEvent[]> {
  const event = requireEvent(state);
  if (!event.ok) return event;
  const changed: { name?: string; date?: string; sanctioned?: boolean } = {};
  if (settings.name !== undefined && settings.name.trim() !== event.value.name)
    changed.name = settings.name.trim();
  if (settings.date !== undefined && settings.date !== event.value.date) changed.date = settings.date;
  if (settings.sanctioned !== undefined && settings.sanctioned !== (event.value.sanctioned ?? true))
    changed.sanctioned = settings.sanctioned;
  if (Object.keys(changed).length === 0)
    return fail(
      "INVALID_FIELD",
      "settings",
      "docs/rules.md §6",
      "nothing to change: the settings are the same",
    );
  const parsed = readAs(eventSchema, { ...event.value, ...changed }, ["settings"]);
  if (!parsed.ok) return parsed;
  return ok([{ type: "EventSettingsChanged", data: changed }]);
}
