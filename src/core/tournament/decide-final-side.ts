// F1: "the higher seed chooses his allegiance for the first game" of the Final Confrontation.
// Game 1 is paired without sides (final.ts); this records the choice on both seats, so game 2's
// pairing switches them.
import { fail, ok, type Result } from "../errors.js";
import type { TournamentEvent } from "../events.js";
import { eventHasSides } from "../event-rules/sealed-formats.js";
import { hasSides, SIDES, type Side } from "../games.js";
import { requireGame, requireOpenEvent } from "./guards.js";
import type { TournamentState } from "./state.js";

/**
 * The choice is made once: the seats then show the sides everywhere (pairings, public page, the
 * players' phones), so changing them silently would mislead. A TD's mistake is undone with
 * UndoPairing (docs/rules.md §2) and the game paired again, which leaves both steps in the change log.
 */
export function decideFinalSide(
  state: TournamentState,
  gameId: number,
  side: Side,
): Result<TournamentEvent[]> {
  const event = requireOpenEvent(state);
  if (!event.ok) return event;
  if (!(SIDES as readonly string[]).includes(side))
    return fail("INVALID_FIELD", "side", "F1", `side must be "dark" or "light", not ${JSON.stringify(side)}`);
  const slot = requireGame(state, gameId);
  if (!slot.ok) return slot;
  const entry = state.pairings.find((p) => p.pairing === slot.value.pairing);
  if (entry === undefined || !entry.isFinal || entry.game !== 1 || slot.value.isBye)
    return fail(
      "NOT_FINAL_GAME_ONE",
      "gameId",
      "F1",
      `game ${gameId} is not the first game of the Final Confrontation: only there does the higher seed choose a side`,
    );
  if ((event.value.type ?? "constructed") === "sealed")
    return fail(
      "NOT_FINAL_GAME_ONE",
      "gameId",
      "F3",
      eventHasSides(event.value)
        ? "a sealed Final Confrontation has its sides fixed: the top Dark player against the top Light player"
        : "a Secret Squirrel deck has no allegiance (R12: the product the player opens): its Final Confrontation, the top two, has no side to choose",
    );
  if (!hasSides(event.value.game))
    return fail("NOT_FINAL_GAME_ONE", "gameId", "F1", `${event.value.game} decks have no sides to choose`);
  const { players, result } = slot.value.record;
  if (result !== undefined)
    return fail(
      "RESULT_ALREADY_REPORTED",
      "gameId",
      "F1",
      `game ${gameId} already has a result: the side is chosen before the game is played`,
    );
  if (players.some((seat) => seat.side !== undefined))
    return fail(
      "SIDES_ALREADY_CHOSEN",
      "gameId",
      "F1",
      `the sides of game ${gameId} are already set (${players.map((s) => `${s.id} ${s.side ?? "?"}`).join(", ")}); undo the pairing to choose again`,
    );
  // final.ts seats the higher seed (#1) first.
  const seed = players[0];
  if (seed === undefined) return fail("WRONG_PLAYER_COUNT", "gameId", "F1", `game ${gameId} has no players`);
  return ok([{ type: "FinalSideChosen", data: { gameId, playerId: seed.id, side } }]);
}
