// Every command that names a game refuses an unknown or undone game id (R6), and the
// next game is not paired while a table is open or a player's report waits for the opponent's
// accept (docs/rules.md §2). Four players, one game of two tables.
import { describe, expect, it } from "vitest";
import type { TournamentCommand } from "../commands.js";
import { created, decideOn, expectError, fullWin, given, registered, run, tablesOf } from "./test-helpers.js";

const pairedFour = () =>
  run(given(created(), ...registered("a", "b", "c", "d")).state, { type: "PairNextGame" }).state;

/** Each command that takes a game id, aimed at `gameId`. */
function commandsOn(gameId: number, player: string): TournamentCommand[] {
  return [
    { type: "ReportResult", gameId, result: fullWin(player, 5) },
    { type: "AcceptResult", gameId, playerId: player },
    { type: "CorrectResult", gameId, result: fullWin(player, 6), reason: "scorekeeper typo" },
    { type: "ExtendTableTime", gameId, deltaMs: 60_000 },
  ];
}

describe("unknown and undone game ids (R6)", () => {
  it("R6: a game id that was never paired, or is not a whole number, is UNKNOWN_GAME on every command", () => {
    const state = pairedFour();
    for (const gameId of [99, -1, 1.5, Number.NaN]) {
      for (const command of commandsOn(gameId, "a")) {
        const result = decideOn(state, command);
        expect(result.ok, `${command.type} on game ${gameId}`).toBe(false);
        expectError(result, "UNKNOWN_GAME", "R6");
      }
    }
  });

  it("R6: after UndoPairing, the undone tables' game ids are UNKNOWN_GAME on every command", () => {
    const paired = pairedFour();
    const [table] = tablesOf(paired);
    const undone = run(paired, { type: "UndoPairing" }).state;
    for (const command of commandsOn(table!.gameId, table!.players[0]!)) {
      expectError(decideOn(undone, command), "UNKNOWN_GAME", "R6");
    }
  });
});

describe("the next game waits for every result (docs/rules.md §2, R6)", () => {
  it("docs/rules.md §2: with one table of two reported, PairNextGame is refused", () => {
    const state = pairedFour();
    const [t1] = tablesOf(state);
    const half = run(state, {
      type: "ReportResult",
      gameId: t1!.gameId,
      result: fullWin(t1!.players[0]!, 5),
    }).state;
    expectError(decideOn(half, { type: "PairNextGame" }), "ROUND_NOT_COMPLETE");
  });

  it("R6: a player's report not yet accepted by the opponent does not complete the game", () => {
    const state = pairedFour();
    const [t1, t2] = tablesOf(state);
    const reported = run(
      state,
      { type: "ReportResult", gameId: t1!.gameId, result: fullWin(t1!.players[0]!, 5) },
      {
        type: "ReportResult",
        gameId: t2!.gameId,
        result: fullWin(t2!.players[0]!, 5),
        reportedBy: t2!.players[0]!,
      },
    ).state;
    expectError(decideOn(reported, { type: "PairNextGame" }), "ROUND_NOT_COMPLETE");
    const accepted = run(reported, {
      type: "AcceptResult",
      gameId: t2!.gameId,
      playerId: t2!.players[1]!,
    }).state;
    expect(decideOn(accepted, { type: "PairNextGame" }).ok).toBe(true);
  });
});

describe("live registration obeys the results file's rules (docs/rules.md §6, R1)", () => {
  it("R1: a player ID with a newline or an escape sequence is refused at registration; a real name is kept", () => {
    const state = given(created()).state;
    const newline = decideOn(state, { type: "RegisterPlayer", player: { id: "ali\nce", name: "Alice" } });
    expect(!newline.ok && newline.error.field).toBe("player.id");
    const escape = decideOn(state, { type: "RegisterPlayer", player: { id: "bob", name: "Bob\u001b[2J" } });
    expect(!escape.ok && escape.error.message).toContain("U+001B");
    expect(decideOn(state, { type: "RegisterPlayer", player: { id: "__proto__", name: "Zoë 李" } }).ok).toBe(
      true,
    );
  });
});
