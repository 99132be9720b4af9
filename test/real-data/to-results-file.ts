// One PC event as a docs/rules.md §6 results file, built in memory for the check.
import type { GameRecord, PlayerEntry, ResultsFile } from "../../src/core/results-file/schema.js";
import type { PcEvent, PcGame } from "./pc-events.js";

/** The PC software types "BYE" as the opponent's name for a bye (real-data README). */
export const PC_BYE_NAME = "BYE";

export function toResultsFile(event: PcEvent): ResultsFile {
  const players: PlayerEntry[] = event.standings_as_stored.map((player) => ({
    id: player.id,
    name: player.name,
    ...(player.status === "STATUS_DROPPED" && { status: "dropped" as const }),
  }));
  return {
    format: "handsdown-results",
    version: 1,
    event: {
      name: event.event,
      date: toDate(event),
      game: "swccg",
      rules: "swccg-pc-2.3.6",
      options: { tiebreaks: event.mode === "SOS" ? "pc-2016-sos" : "pc-2016-diff" },
    },
    players,
    games: event.games.map(toGameRecord),
  };
}

/** A PC game number is one game; in allegiance rounds (A1) a round is two of them. */
function toGameRecord(game: PcGame): GameRecord {
  const round = Math.ceil(game.game_no / 2);
  const inRound = game.game_no - (round - 1) * 2;
  const sides = [
    { id: game.dark_id, side: "dark" as const, isBye: game.dark === PC_BYE_NAME },
    { id: game.light_id, side: "light" as const, isBye: game.light === PC_BYE_NAME },
  ];
  const present = sides.filter((s) => !s.isBye).map(({ id, side }) => ({ id, side }));
  if (present.length === 1) return { round, game: inRound, players: present, result: { end: "bye" } };
  // S1: the stored diff is the Life Force left. In SOS events it is 0, null or a placeholder 1
  // typed by the TD; it does not enter the SOS ranking.
  return {
    round,
    game: inRound,
    players: present,
    result: { end: "full", winner: game.winner_id, lifeForce: game.diff ?? 0 },
  };
}

/** The creation date where stored; else the year in the event's name (the date does not enter the standings). */
function toDate(event: PcEvent): string {
  if (event.date_created) return event.date_created.slice(0, 10);
  const year = /\b(20\d\d)\b/.exec(event.event)?.[1] ?? /\b(20\d\d)\b/.exec(event.file)?.[1] ?? "2016";
  return `${year}-01-01`;
}
