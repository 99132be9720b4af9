// What a TD reads at the terminal: pairings with names and game ids, the trace with names
// instead of IDs, and which standings a correction changed.
import type { TournamentEvent } from "../../core/events.js";
import type { PlayerScale } from "../../core/ote/scale.js";
import { fromGamePaired, toPairingDocument, type PairingDocument } from "../../core/pairing-document.js";
import type { PlayerEntry } from "../../core/results-file/schema.js";
import { formatPlayerScore } from "../../core/rules/shared/outcomes.js";
import type { ScoreEntry } from "../../core/rules/types.js";
import { formatTable } from "../output.js";
import { nameIndex, nameWithId } from "./players.js";

export type GamePairedData = Extract<TournamentEvent, { type: "GamePaired" }>["data"];

/** The JSON of `pair FILE --json`, each table with its "gameId": the one writer (core/pairing-document.ts). */
export function toPairingJson(data: GamePairedData, isOte: boolean): PairingDocument {
  return toPairingDocument(fromGamePaired(data, isOte));
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Each player ID in the lines becomes "Name" (for a TD); IDs without a name stay as they are. */
export function translateIds(lines: readonly string[], players: readonly PlayerEntry[]): string[] {
  const name = nameIndex(players);
  const named = players.filter((p) => name(p.id) !== p.id);
  if (named.length === 0 || named.length > 2000) return [...lines];
  const pattern = new RegExp(
    `(?<![\\w-])(${named
      .map((p) => escape(p.id))
      .sort((a, b) => b.length - a.length)
      .join("|")})(?![\\w-])`,
    "g",
  );
  return lines.map((line) => line.replace(pattern, (id) => name(id)));
}

/**
 * A game's score by name, as the TD reads it after `report`: `Luke 2(+15), Vader 0(-15)`; On the
 * Edge VP by place with the final IP, `Ann 8 VP (16 IP), Bob 4 VP (9 IP)`, and a re-admitted
 * finalist's inactive scale (E2, M6: `scales`, from the core's scalesOfGame). The core writes
 * each score (formatPlayerScore), as the console and the phone do.
 */
export function namedScores(
  score: readonly ScoreEntry[],
  name: (id: string) => string,
  isOte: boolean,
  scales?: ReadonlyMap<string, PlayerScale>,
): string {
  return score.map((s) => `${name(s.id)} ${formatPlayerScore(s, isOte, scales?.get(s.id))}`).join(", ");
}

/**
 * The pairing as the TD reads it. `reportWith` is how he reports at this terminal:
 * `handsdown report` for the current event, with the event's id (and --db) otherwise.
 */
export function formatPairing(
  data: GamePairedData,
  players: readonly PlayerEntry[],
  reportWith = "handsdown report EVENT",
): string[] {
  const who = nameWithId(players);
  const hasSides = data.tables.some((t) => t.players.some((s) => s.side !== undefined));
  const isGroup = data.tables.some((t) => t.players.length > 2);
  let lines: string[];
  if (isGroup) {
    lines = formatTable(
      ["Table", "Game ID", "Set", "Players"],
      data.tables.map((t) => [
        String(t.table),
        String(t.gameId),
        t.set ?? "",
        t.players.map((p) => who(p.id)).join(", "),
      ]),
    );
  } else {
    const header = hasSides
      ? ["Table", "Game ID", "Dark", "Light"]
      : ["Table", "Game ID", "Player", "Player"];
    lines = formatTable(
      header,
      data.tables.map((t) => {
        const seats = hasSides
          ? [t.players.find((s) => s.side === "dark"), t.players.find((s) => s.side === "light")]
          : [t.players[0], t.players[1]];
        return [String(t.table), String(t.gameId), ...seats.map((s) => (s ? who(s.id) : ""))];
      }),
    );
  }
  const byes = data.byes.map(
    (b) => `${who(b.player.id)}${b.player.side ? ` — ${b.player.side}` : ""} (game ID ${b.gameId})`,
  );
  return [
    `Round ${data.round}, game ${data.game}${data.isFinal ? " (final)" : ""} — report each result with: ${reportWith} --table N … (or GAME_ID)`,
    "",
    ...lines,
    "",
    byes.length > 0
      ? `Bye: ${byes.join(", ")}`
      : data.sittingOut.length > 0
        ? `Sitting out: ${data.sittingOut.map(who).join(", ")}`
        : "No bye",
    "",
    "How these pairings were made:",
    ...translateIds(data.trace, players).map((line) => `  ${line}`),
  ];
}
