// F4: one core rule, checkFinalWaiver (core/final-waiver.ts), for the log and for a results file.
import { formatError } from "../../core/errors.js";
import { checkFinalWaiver } from "../../core/final-waiver.js";
import { badInput } from "../exit.js";
import { displayName, resolvePlayer } from "../live/players.js";
import { printJson, printLines } from "../output.js";
import { readScoredEvent } from "../read-results.js";
import { isResultsFilePath } from "./pair.run.js";

export interface FinalWaiveFlags {
  readonly db?: string;
  readonly player: string;
}

function waiveInFile(path: string, flags: FinalWaiveFlags): void {
  const event = readScoredEvent(path);
  const playerId = resolvePlayer(event.file.players, flags.player, "--player", "F4");
  const checked = checkFinalWaiver(event, playerId, "--player");
  if (!checked.ok) return badInput(`${path}: ${formatError(checked.error)}`);
  printJson({ ...event.file, event: { ...event.file.event, finalWaivedBy: playerId } });
}

export async function runFinalWaive(target: string, flags: FinalWaiveFlags): Promise<void> {
  if (isResultsFilePath(target)) return waiveInFile(target, flags);
  const { withEvent } = await import("../live/session.js");
  await withEvent(flags, target, async (live) => {
    const playerId = resolvePlayer(live.state.players, flags.player, "--player", "F4");
    await live.send({ type: "WaiveFinalConfrontation", playerId }, { playerId: "--player" });
    const who = displayName(live.state.players.find((p) => p.id === playerId) ?? { id: playerId });
    printLines([
      `${who}, the second seed, waived the Final Confrontation (F4): the first seed is 1st, ${who} 2nd (F5).`,
      `See the places with handsdown standings ${target}.`,
    ]);
  });
}
