// swap and unpair: one core command each (docs/rules.md §2, R6).
import { gamesOf } from "../../core/tournament/state.js";
import { displayName, nameIndex, resolvePlayer } from "../live/players.js";
import { withEvent } from "../live/session.js";
import { formatTable, printJson, printLines } from "../output.js";

export interface SwapFlags {
  readonly db?: string;
  readonly reason: string;
  readonly json?: boolean;
}

export async function runSwap(eventId: string, a: string, b: string, flags: SwapFlags): Promise<void> {
  await withEvent(flags, eventId, async (live) => {
    const playerA = resolvePlayer(live.state.players, a, "PLAYER-A", "docs/rules.md §2");
    const playerB = resolvePlayer(live.state.players, b, "PLAYER-B", "docs/rules.md §2");
    await live.send({ type: "SwapPlayers", playerA, playerB, reason: flags.reason });
    const current = live.state.pairings.at(-1)!;
    const ids = new Set(current.gameIds);
    const slots = gamesOf(live.state).filter((slot) => ids.has(slot.gameId));
    const name = nameIndex(live.state.players);
    if (flags.json) {
      return printJson({
        pairings: slots.map((s) => ({
          gameId: s.gameId,
          ...(s.record.table !== undefined && { table: s.record.table }),
          players: s.record.players,
          isBye: s.isBye,
        })),
      });
    }
    const who = (id: string): string => displayName(live.state.players.find((p) => p.id === id) ?? { id });
    printLines([
      `Swapped ${who(playerA)} and ${who(playerB)}: ${flags.reason}`,
      "",
      ...formatTable(
        ["Table", "Game ID", "Players"],
        slots.map((s) => [
          s.isBye ? "bye" : String(s.record.table ?? ""),
          String(s.gameId),
          s.record.players.map((p) => `${name(p.id)}${p.side ? ` (${p.side})` : ""}`).join(" v "),
        ]),
      ),
    ]);
  });
}

export async function runUnpair(eventId: string, flags: { db?: string }): Promise<void> {
  await withEvent(flags, eventId, async (live) => {
    const current = live.state.pairings.at(-1);
    await live.send({ type: "UndoPairing" });
    printLines([
      `Undid round ${current?.round} game ${current?.game}; pair it again with: handsdown pair ${eventId}`,
    ]);
  });
}
