// S6/R2 through the decider: a quit reported as a result (the console's and the phone's "quit"
// ending) is a quit — the same status everywhere as the QuitPlayer command's (docs/rules.md).
import { describe, expect, it } from "vitest";
import { computeEventStandings, toStandingsJson } from "../event-standings.js";
import { toScoredEvent } from "./project.js";
import { findPlayer, gamesOf, type TournamentState } from "./state.js";
import { created, decideOn, expectError, fullWin, given, registered, run, tablesOf } from "./test-helpers.js";

const quitResult = (quitter: string) => ({ end: "quit", quitter, differential: 20 });

/** Four players paired; table 1's first player quits by result, table 2 is a full win. */
function quitByResult(reportedBy?: (table: { players: string[] }) => string): {
  state: TournamentState;
  quitter: string;
  quitGameId: number;
} {
  const paired = run(given(created(), ...registered("a", "b", "c", "d")).state, {
    type: "PairNextGame",
  }).state;
  const [first, second] = tablesOf(paired);
  const quitter = first!.players[0]!;
  const state = run(
    paired,
    {
      type: "ReportResult",
      gameId: first!.gameId,
      result: quitResult(quitter),
      ...(reportedBy && { reportedBy: reportedBy(first!) }),
    },
    { type: "ReportResult", gameId: second!.gameId, result: fullWin(second!.players[0]!, 5) },
  ).state;
  return { state, quitter, quitGameId: first!.gameId };
}

function standingStatusOf(state: TournamentState, id: string): unknown {
  const scored = toScoredEvent(state);
  if (!scored.ok) throw new Error(scored.error.message);
  const standings = computeEventStandings(scored.value);
  if (!standings.ok) throw new Error(standings.error.message);
  return toStandingsJson(standings.value).find((row) => row.id === id)?.status;
}

function pairedIds(state: TournamentState): string[] {
  const current = state.pairings.at(-1)!;
  return gamesOf(state)
    .filter((slot) => current.gameIds.includes(slot.gameId))
    .flatMap((slot) => slot.record.players.map((seat) => seat.id));
}

describe("a quit reported as a result (S6, R2)", () => {
  it("takes the quitter out: status quit, standings say quit, not paired next", () => {
    const { state, quitter } = quitByResult();
    expect(findPlayer(state, quitter)?.status).toBe("quit");
    expect(standingStatusOf(state, quitter)).toBe("quit");
    const next = run(state, { type: "PairNextGame" }).state;
    expect(pairedIds(next)).not.toContain(quitter);
    expect(pairedIds(next)).toHaveLength(3);
  });

  it("refuses to drop him, saying he has quit (R2)", () => {
    const { state, quitter } = quitByResult();
    const result = decideOn(state, { type: "DropPlayer", playerId: quitter });
    expectError(result, "PLAYER_NOT_IN_EVENT", "R2");
    expect(!result.ok && result.error.message).toContain("has quit");
  });

  it("lets the TD reinstate him (R2), and he is paired again", () => {
    const { state, quitter } = quitByResult();
    const back = run(state, { type: "ReinstatePlayer", playerId: quitter }).state;
    expect(findPlayer(back, quitter)?.status).toBe("active");
    expect(standingStatusOf(back, quitter)).toBe("active");
    const next = run(back, { type: "PairNextGame" }).state;
    expect(pairedIds(next)).toContain(quitter);
  });

  it("reinstates a quitter of the QuitPlayer command too, who is paired again", () => {
    const paired = run(given(created(), ...registered("a", "b", "c", "d")).state, {
      type: "PairNextGame",
    }).state;
    const [first, second] = tablesOf(paired);
    const quitter = first!.players[0]!;
    const state = run(
      paired,
      { type: "QuitPlayer", playerId: quitter, differential: 5 },
      { type: "ReportResult", gameId: second!.gameId, result: fullWin(second!.players[0]!, 5) },
      { type: "ReinstatePlayer", playerId: quitter },
      { type: "PairNextGame" },
    ).state;
    expect(pairedIds(state)).toContain(quitter);
  });

  it("counts a player's report only once it stands (R6): accepted by the opponent", () => {
    const { state, quitter, quitGameId } = quitByResult((table) => table.players[1]!);
    expect(findPlayer(state, quitter)?.status).not.toBe("quit");
    const accepted = run(state, { type: "AcceptResult", gameId: quitGameId, playerId: quitter }).state;
    expect(findPlayer(accepted, quitter)?.status).toBe("quit");
  });

  it("puts him back when the TD corrects the quit away (R6)", () => {
    const { state, quitter, quitGameId } = quitByResult();
    const corrected = run(state, {
      type: "CorrectResult",
      gameId: quitGameId,
      result: fullWin(quitter, 3),
      reason: "entered on the wrong table",
    }).state;
    expect(findPlayer(corrected, quitter)?.status).toBe("active");
    const next = run(corrected, { type: "PairNextGame" }).state;
    expect(pairedIds(next)).toContain(quitter);
  });
});
