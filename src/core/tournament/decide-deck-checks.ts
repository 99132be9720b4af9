// R7: deck lists stored per player; deck checks recorded pass/fail, a failure applying S7
// to the violator's previous game through the game's `deckCheckFailure` (the profile rescores
// it), a second failure disqualifying him.
import type { DeckCheckFailureKind } from "../events.js";
import { decideDeckCheckPenalty } from "../event-rules/deck-check-penalty.js";
import { countDeckCheckFailures, findPreviousGame, s7AppliesTo } from "../event-rules/previous-game.js";
import { assertNever, fail, ok, type Result } from "../errors.js";
import type { TournamentEvent } from "../events.js";
import { requireOpenEvent, requirePlayer } from "./guards.js";
import { scoredEventOf, standingSlots, type DecideViews } from "./project.js";
import type { TournamentState } from "./state.js";

export function decideDeckList(
  state: TournamentState,
  playerId: string,
  deckList: string,
): Result<TournamentEvent[]> {
  const event = requireOpenEvent(state);
  if (!event.ok) return event;
  const player = requirePlayer(state, playerId);
  if (!player.ok) return player;
  if (deckList.trim() === "") return fail("INVALID_FIELD", "deckList", "R7", "the deck list is empty");
  return ok([{ type: "DeckListRecorded", data: { playerId, deckList } }]);
}

export interface DeckCheckCommand {
  readonly playerId: string;
  readonly passed: boolean;
  readonly failure?: DeckCheckFailureKind;
  readonly canMatchList?: boolean;
}

export function decideDeckCheck(
  state: TournamentState,
  command: DeckCheckCommand,
  views?: DecideViews,
): Result<TournamentEvent[]> {
  const event = requireOpenEvent(state);
  if (!event.ok) return event;
  const { playerId } = command;
  const player = requirePlayer(state, playerId);
  if (!player.ok) return player;
  if (command.passed) {
    return ok([
      {
        type: "DeckCheckRecorded",
        data: {
          playerId,
          passed: true,
          penalty: "none",
          explanation: `R7: ${playerId}'s deck matches his list`,
        },
      },
    ]);
  }
  const failure = command.failure ?? "cards-not-on-list";
  const recorded = (
    penalty: "none" | "game" | "disqualified",
    explanation: string,
    gameId?: number,
  ): TournamentEvent => ({
    type: "DeckCheckRecorded",
    data: { playerId, passed: false, failure, penalty, ...(gameId !== undefined && { gameId }), explanation },
  });
  // S7 is a Players Committee rule for Championship Level events (docs/rules.md §1); elsewhere the
  // failure is recorded and the TD deals with it.
  if (!s7AppliesTo(event.value)) {
    return ok([
      recorded(
        "none",
        `R7: failed deck check recorded; S7's penalty applies only to Championship Level events under swccg-pc-2.3.6`,
      ),
    ]);
  }
  const scored = scoredEventOf(state, views);
  if (!scored.ok) return scored;
  // The scored games are the standing slots, in order (project.ts): the same position.
  const slots = standingSlots(state);
  const found = findPreviousGame(scored.value.games, playerId);
  const previous = found && { slot: slots[found.index]!, scored: found };
  const failuresBefore = countDeckCheckFailures(scored.value.games, playerId, state.deckChecks);
  const decision = decideDeckCheckPenalty({
    violator: playerId,
    kind: failure,
    failuresBefore,
    ...(command.canMatchList !== undefined && { canMatchList: command.canMatchList }),
    ...(previous && {
      previousGame: {
        round: previous.slot.record.round,
        game: previous.slot.record.game,
        score: previous.scored.scored.score,
      },
    }),
  });
  if (!decision.ok) return decision;
  const outcome = decision.value;
  switch (outcome.action) {
    case "no-penalty":
      return ok([recorded("none", outcome.explanation)]);
    case "disqualify":
      return ok([
        recorded("disqualified", outcome.explanation),
        { type: "PlayerDisqualified", data: { playerId, reason: outcome.explanation } },
      ]);
    case "result-stands":
    case "change-result": {
      if (!previous || outcome.game === null) return ok([recorded("game", outcome.explanation)]);
      const other = previous.slot.record.deckCheckFailure;
      if (other !== undefined && other !== playerId) {
        return fail(
          "DECK_CHECK_CONFLICT",
          "playerId",
          "S7",
          `game ${previous.slot.gameId} already carries ${other}'s failed deck check; the TD must correct that game by hand`,
        );
      }
      return ok([recorded("game", outcome.explanation, previous.slot.gameId)]);
    }
    default:
      return assertNever(outcome);
  }
}
