// R6: a result reported from a phone stands once the other players accept it — "initial the
// card". A player who will not initial it says so: the table is disputed (not merely waiting for
// a slow accept) until staff decide it by entering the result (decideReport), which the log keeps
// beside the report and the dispute.
import { fail, ok, type Result } from "../errors.js";
import type { TournamentEvent } from "../events.js";
import { gameWords, playerWords } from "./game-words.js";
import { requireReportedSeat } from "./decide-results.js";
import { isStanding, type TournamentState } from "./state.js";

export function decideDispute(
  state: TournamentState,
  gameId: number,
  playerId: string,
): Result<TournamentEvent[]> {
  const seated = requireReportedSeat(state, gameId, playerId, "dispute");
  if (!seated.ok) return seated;
  const game = seated.value;
  const who = playerWords(state, playerId);
  if (isStanding(game))
    return fail(
      "RESULT_ALREADY_REPORTED",
      "gameId",
      "R6",
      `the result of ${gameWords(game)} stands; the TD can correct it`,
    );
  if (game.disputedBy !== undefined)
    return fail(
      "RESULT_DISPUTED",
      "gameId",
      "R6",
      `${playerWords(state, game.disputedBy)} has already disputed the result of ${gameWords(game)}: the TD decides it`,
    );
  if (game.reportedBy === playerId || game.acceptedBy.includes(playerId))
    return fail(
      "RESULT_ALREADY_ACCEPTED",
      "playerId",
      "R6",
      game.reportedBy === playerId
        ? `${who} reported this result: report it again to change it`
        : `${who} has already accepted the result of ${gameWords(game)}; the TD can change it`,
    );
  return ok([{ type: "ResultDisputed", data: { gameId, playerId } }]);
}
