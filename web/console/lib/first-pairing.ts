// What the TD is asked before game 1 is paired: nobody checked in (R2 — check-in was skipped, so
// pairing would take every registered player, no-shows too) and R3's minimums for the players
// actually registered (a 5-player event cannot be sanctioned where 8 are needed). null: nothing
// to ask.
import { computeMinimums, sanctioningOfProfile } from "../../../src/core/event-rules/index.js";
import { DEFAULT_PROFILE } from "../../../src/core/games.js";
import type { EventFile } from "../manage/context.js";

export function firstPairingQuestion(file: EventFile): string | null {
  const competing = file.players.filter((p) => !["dropped", "quit", "disqualified"].includes(p.status ?? ""));
  const lines: string[] = [];
  if (competing.length > 0 && competing.every((p) => (p.status ?? "registered") === "registered"))
    lines.push(
      `Nobody is checked in: all ${competing.length} registered players will be paired, no-shows too (R2). Check in who is here, or remove the no-shows, first.`,
    );
  const sanctioning = sanctioningOfProfile(file.event.rules ?? DEFAULT_PROFILE[file.event.game]);
  if (file.event.sanctioned !== false && sanctioning) {
    const minimums = computeMinimums({
      game: file.event.game,
      type: file.event.type ?? "constructed",
      sanctioning,
      players: competing.length,
      championship: file.event.championship === true,
    });
    if (minimums.ok && !minimums.value.canBeSanctioned)
      lines.push(
        `The event cannot be sanctioned as it stands: ${minimums.value.reasons.map((r) => `${r.message} (${r.rule})`).join("; ")}.`,
      );
  }
  return lines.length === 0 ? null : `${lines.join("\n\n")}\n\nPair the first game anyway?`;
}
