// docs/architecture.md "Decider pattern": decide(command, state, ctx) → events or a DomainError. Pure: time
// and fresh values come in with the context; each command's rules live in src/core/tournament.
import type { DecideContext, TournamentCommand } from "./commands.js";
import { assertNever, type Result } from "./errors.js";
import type { TournamentEvent } from "./events.js";
import { decideDeckCheck, decideDeckList } from "./tournament/decide-deck-checks.js";
import { decideFinalSide } from "./tournament/decide-final-side.js";
import { decideFinalWaiver } from "./tournament/decide-final-waiver.js";
import {
  decideChangeSettings,
  decideCreateEvent,
  decideFinish,
  decideImport,
} from "./tournament/decide-event.js";
import { decidePairNext, decideSwap, decideUndoPairing } from "./tournament/decide-pairing.js";
import {
  decideCheckIn,
  decideDisqualify,
  decideDrop,
  decideEnterLate,
  decideQuit,
  decideRegister,
  decideReinstate,
  decideRemove,
  decideCorrectPlayer,
} from "./tournament/decide-players.js";
import { decideAccept, decideCorrect, decideReport, decideTiebreaker } from "./tournament/decide-results.js";
import { decideDispute } from "./tournament/decide-dispute.js";
import type { DecideViews } from "./tournament/project.js";
import { decideTimer } from "./tournament/decide-timer.js";
import type { TournamentState } from "./tournament/state.js";

/** `views`: what a live read model already derived from `state` (project.ts), to read instead of re-deriving. */
export function decide(
  command: TournamentCommand,
  state: TournamentState,
  ctx: DecideContext,
  views?: DecideViews,
): Result<TournamentEvent[]> {
  switch (command.type) {
    case "CreateEvent":
      return decideCreateEvent(state, command.event, ctx);
    case "ImportResultsFile":
      return decideImport(state, command.file);
    case "RegisterPlayer":
      return decideRegister(state, command.player);
    case "CheckInPlayer":
      return decideCheckIn(state, command.playerId);
    case "EnterLatePlayer":
      return decideEnterLate(state, command.player);
    case "DropPlayer":
      return decideDrop(state, command.playerId, command.reason);
    case "QuitPlayer":
      return decideQuit(state, command.playerId, command.differential, command.beforePlay);
    case "DisqualifyPlayer":
      return decideDisqualify(state, command.playerId, command.reason);
    case "ReinstatePlayer":
      return decideReinstate(state, command.playerId);
    case "RemovePlayer":
      return decideRemove(state, command.playerId, command.reason);
    case "CorrectPlayer":
      return decideCorrectPlayer(state, command.playerId, command.player);
    case "PairNextGame":
      return decidePairNext(state, command, views);
    case "SwapPlayers":
      return decideSwap(state, command.playerA, command.playerB, command.reason);
    case "ReportResult":
      return decideReport(state, command.gameId, command.result, command.reportedBy);
    case "AcceptResult":
      return decideAccept(state, command.gameId, command.playerId);
    case "DisputeResult":
      return decideDispute(state, command.gameId, command.playerId);
    case "CorrectResult":
      return decideCorrect(state, command.gameId, command.result, command.reason);
    case "ChooseFinalSide":
      return decideFinalSide(state, command.gameId, command.side);
    case "WaiveFinalConfrontation":
      return decideFinalWaiver(state, command.playerId, views);
    case "UndoPairing":
      return decideUndoPairing(state);
    case "RecordDeckList":
      return decideDeckList(state, command.playerId, command.deckList);
    case "RecordDeckCheck":
      return decideDeckCheck(state, command, views);
    case "RecordTiebreakerGame":
      return decideTiebreaker(state, command.players, command.result, views);
    case "FinishEvent":
      return decideFinish(state);
    case "ChangeEventSettings":
      return decideChangeSettings(state, command.settings);
    case "StartTimer":
    case "PauseTimer":
    case "ResumeTimer":
    case "AdjustTimer":
    case "StopTimer":
    case "ExtendTableTime":
      return decideTimer(state, command, ctx.now);
    default:
      return assertNever(command);
  }
}
