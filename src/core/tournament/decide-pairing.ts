// Pairing the next game with any system of docs/rules.md §2 (one-deck Swiss, allegiance rounds, sealed,
// elimination, Final Confrontation, top cut, On the Edge), the TD's manual swap, and undo.
import { countHas } from "../words.js";
import { fail, ok, type Result } from "../errors.js";
import type { PairedBye, PairedTable, TournamentEvent } from "../events.js";
import { pairEventNext } from "../event-pairing.js";
import { requireOpenEvent, requirePlayer, requireReason } from "./guards.js";
import { scoredEventOf, type DecideViews } from "./project.js";
import { gamesOf, isOut, lastPairing, pendingGames, type GameSlot, type TournamentState } from "./state.js";
import { isAwaitingCheckIn } from "../players/player-status.js";

export interface PairCommand {
  readonly final?: boolean;
  readonly topCut?: number;
}

export function decidePairNext(
  state: TournamentState,
  command: PairCommand,
  views?: DecideViews,
): Result<TournamentEvent[]> {
  const event = requireOpenEvent(state);
  if (!event.ok) return event;
  const pending = pendingGames(state);
  if (pending.length > 0) {
    const list = pending
      .slice(0, 10)
      .map((slot) => slot.gameId)
      .join(", ");
    return fail(
      "ROUND_NOT_COMPLETE",
      "games",
      "R6",
      `${countHas(pending.length, "game")} no result that stands yet (games ${list}${pending.length > 10 ? ", …" : ""}); every result must be in and accepted before the next pairing`,
    );
  }
  const notCheckedIn =
    gamesOf(state).length === 0 && state.players.some((p) => p.status === "active")
      ? state.players.filter((p) => !isOut(p) && isAwaitingCheckIn(p)).map((p) => p.id)
      : [];
  if (notCheckedIn.length > 0) {
    // R2: once check-in is used, the first pairing waits for everyone (check in or drop the no-shows).
    return fail(
      "PLAYER_NOT_CHECKED_IN",
      "players",
      "R2",
      `not checked in: ${notCheckedIn.join(", ")}; check them in or drop them before pairing game 1`,
    );
  }
  const scored = scoredEventOf(state, views);
  if (!scored.ok) return scored;
  const pairing = state.nextPairing;
  let gameId = state.nextGameId;
  const asked = command.final === true || command.topCut !== undefined ? command : stageBegunOnTheLog(state);
  const next = pairEventNext(scored.value, {
    ...(asked.final === true && { final: true }),
    ...(asked.topCut !== undefined && { topCut: asked.topCut }),
  });
  if (!next.ok) return next;
  if (next.value.kind === "ote") {
    const ote = next.value.pairing;
    const tables: PairedTable[] = ote.pairings.map((group) => ({
      gameId: gameId++,
      table: group.table,
      stage: group.stage,
      players: group.players.map((p) => ({ id: p.id })),
      set: group.set,
    }));
    return ok([
      {
        type: "GamePaired",
        data: {
          pairing,
          round: ote.round,
          game: ote.game,
          system: "on-the-edge",
          isFinal: ote.final,
          tables,
          byes: [],
          sittingOut: [...ote.byes],
          trace: [...ote.trace],
        },
      },
    ]);
  }
  const { round, game, stage, system, pairings, byes, byeSides, trace } = next.value.pairing;
  const tables: PairedTable[] = pairings.map((p) => ({
    gameId: gameId++,
    table: p.table,
    stage,
    players: p.players.map((s) => ({ ...s })),
  }));
  const byeSlots: PairedBye[] = byes.map((id) => {
    const side = byeSides?.[id];
    return { gameId: gameId++, player: side === undefined ? { id } : { id, side } };
  });
  return ok([
    {
      type: "GamePaired",
      data: {
        pairing,
        round,
        game,
        system,
        isFinal: stage === "final",
        tables,
        byes: byeSlots,
        sittingOut: [],
        trace: [...trace],
      },
    },
  ]);
}

/**
 * A plain "pair the next game" once a final stage began continues it (F1, N2: pairNext reads the
 * stage from the games, final-stage.ts). The games cannot tell a top cut of two from a Final
 * Confrontation's first game; the log can: it records which one the TD paired, so a cut of two is
 * not followed by a "game 2".
 */
function stageBegunOnTheLog(state: TournamentState): PairCommand {
  const cut = state.pairings.find((entry) => entry.isFinal && entry.system === "top-cut");
  if (cut === undefined) return {};
  const ids = new Set(cut.gameIds);
  const seated = gamesOf(state)
    .filter((slot) => ids.has(slot.gameId))
    .flatMap((slot) => slot.record.players.map((seat) => seat.id));
  return { topCut: new Set(seated).size };
}

/** The slot of the current pairing where a player sits; a bye counts (its "result" is the pairing's). */
function seatOf(state: TournamentState, playerId: string): GameSlot | undefined {
  const current = lastPairing(state);
  if (!current) return undefined;
  const ids = new Set(current.gameIds);
  return gamesOf(state).find(
    (slot) => ids.has(slot.gameId) && slot.record.players.some((seat) => seat.id === playerId),
  );
}

/** TD override: two players change seats in the current pairing, logged with a reason. */
export function decideSwap(
  state: TournamentState,
  playerA: string,
  playerB: string,
  reason: string,
): Result<TournamentEvent[]> {
  const event = requireOpenEvent(state);
  if (!event.ok) return event;
  if (playerA === playerB)
    return fail("INVALID_FIELD", "playerB", "docs/rules.md §2", "name two different players");
  for (const [field, id] of [
    ["playerA", playerA],
    ["playerB", playerB],
  ] as const) {
    const player = requirePlayer(state, id, field);
    if (!player.ok) return player;
  }
  const why = requireReason(reason, "docs/rules.md §2");
  if (!why.ok) return why;
  const slots: GameSlot[] = [];
  for (const [field, id] of [
    ["playerA", playerA],
    ["playerB", playerB],
  ] as const) {
    const slot = seatOf(state, id);
    if (!slot)
      return fail(
        "PLAYER_NOT_PAIRED",
        field,
        "docs/rules.md §2",
        `player "${id}" is not in the current pairing`,
      );
    if (!slot.isBye && slot.record.result !== undefined) {
      return fail(
        "RESULT_ALREADY_REPORTED",
        field,
        "docs/rules.md §2",
        `game ${slot.gameId} of player "${id}" already has a result; correct it instead`,
      );
    }
    slots.push(slot);
  }
  const [a, b] = slots as [GameSlot, GameSlot];
  return ok([
    {
      type: "PlayersSwapped",
      data: { players: [playerA, playerB], gameIds: [a.gameId, b.gameId], reason: why.value },
    },
  ]);
}

/** Undo the last pairing, only while none of its games has a result (byes aside). */
export function decideUndoPairing(state: TournamentState): Result<TournamentEvent[]> {
  const event = requireOpenEvent(state);
  if (!event.ok) return event;
  const current = lastPairing(state);
  if (!current) return fail("NOTHING_TO_UNDO", "", "docs/rules.md §2", "no game has been paired");
  const ids = new Set(current.gameIds);
  const reported = gamesOf(state).filter(
    (slot) => ids.has(slot.gameId) && !slot.isBye && slot.record.result !== undefined,
  );
  if (reported.length > 0) {
    return fail(
      "PAIRING_HAS_RESULTS",
      "",
      "R6",
      `round ${current.round} game ${current.game} already has ${reported.length} result(s) (games ${reported.map((s) => s.gameId).join(", ")}); a pairing can only be undone before any result is in`,
    );
  }
  return ok([{ type: "PairingUndone", data: { pairing: current.pairing, gameIds: [...current.gameIds] } }]);
}
