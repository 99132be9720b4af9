// F1: one core command, ChooseFinalSide; the core refuses anything that is not FC game 1.
import type { Side } from "../../core/games.js";
import { gamesOf } from "../../core/tournament/state.js";
import { badInput } from "../exit.js";
import { displayName } from "../live/players.js";
import { withEvent } from "../live/session.js";
import { printLines } from "../output.js";

export interface FinalSideFlags {
  readonly db?: string;
  readonly side: string;
  readonly game?: string;
}

function parseSide(text: string): Side {
  const side = text.trim().toLowerCase();
  if (side === "dark" || side === "light") return side;
  return badInput(`--side ${text}: expected dark or light, the higher seed's allegiance for game 1 (F1)`);
}

function parseGame(text: string): number {
  if (!/^\d+$/.test(text.trim()) || Number(text) < 1)
    return badInput(`--game ${text}: expected a game's id, a whole number as \`pair\` prints it (F1)`);
  return Number(text);
}

export async function runFinalSide(eventId: string, flags: FinalSideFlags): Promise<void> {
  const side = parseSide(flags.side);
  const given = flags.game === undefined ? undefined : parseGame(flags.game);
  await withEvent(flags, eventId, async (live) => {
    // Default: the table of the last pairing when it is the Final Confrontation's game 1.
    const last = live.state.pairings.at(-1);
    const gameId =
      given ??
      (last?.isFinal === true && last.game === 1
        ? gamesOf(live.state).find((s) => last.gameIds.includes(s.gameId) && !s.isBye)?.gameId
        : undefined);
    if (gameId === undefined)
      return badInput(
        `--game: the last pairing is not Final Confrontation game 1; pair it with handsdown pair ${eventId} --final (F1)`,
      );
    await live.send({ type: "ChooseFinalSide", gameId, side });
    const slot = gamesOf(live.state).find((s) => s.gameId === gameId)!;
    const who = (id: string): string => displayName(live.state.players.find((p) => p.id === id) ?? { id });
    const [seed, other] = slot.record.players;
    printLines([
      `Final Confrontation game 1 (game ${gameId}): ${who(seed!.id)} plays ${seed!.side} (the higher seed's choice, F1), ${who(other!.id)} plays ${other!.side}`,
      `Game 2 switches the sides: pair it with handsdown pair ${eventId} once this result is in.`,
    ]);
  });
}
