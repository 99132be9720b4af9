import { formatError } from "../../core/errors.js";
import {
  computeEventStandings,
  toStandingsDocument,
  type EventStandings,
} from "../../core/event-standings.js";
import type { OteStandingRow } from "../../core/ote/index.js";
import { firstLosses, scalesOfGame } from "../../core/ote/scale.js";
import { toPlayedGame, type ScoredEvent } from "../../core/scored-event/score-event.js";
import { formatScore } from "../../core/rules/shared/outcomes.js";
import type { StandingRow } from "../../core/standings/types.js";
import { badInput } from "../exit.js";
import { nameIndex } from "../live/players.js";
import { formatTable, printJson, printLines } from "../output.js";
import { readScoredEvent } from "../read-results.js";
import { withStore } from "../store-option.js";
import { statusNote } from "../../core/players/player-status.js";
import { isOnTheEdge, type PlayerStatus } from "../../core/games.js";
import { namedScores } from "../live/show.js";

export interface StandingsFlags {
  readonly json?: boolean;
  readonly games?: boolean;
  readonly db?: string;
}

/** Column titles for the tiebreak values of K6 and K7, each explained under the table. */
const TIEBREAK_COLUMNS: Readonly<Record<string, { title: string; meaning: string }>> = {
  highestDiff: {
    title: "Best diff",
    meaning: "Best diff = the highest differential in one game, a bye counting +0 (K3)",
  },
  strengthOfSchedule: {
    title: "SoS",
    meaning: "SoS = strength of schedule: the sum of the opponents' VP, lowest entries dropped in turn (K4)",
  },
  finalConfrontation: { title: "FC", meaning: "FC = place from the Final Confrontation (F5)" },
  adjustedVp: {
    title: "Adj VP",
    meaning: "Adj VP = VP plus 1 per game number without a game, raised to half the games (K7)",
  },
  sos: {
    title: "SoS",
    meaning: "SoS = Players Committee strength of schedule: the sum of the opponents' adjusted VP (K7)",
  },
  opponentsSos: { title: "Opp SoS", meaning: "Opp SoS = the sum of the opponents' SoS (K7)" },
  topCut: {
    title: "Top cut",
    meaning: "Top cut = the player's last game in the top-cut bracket, won or lost (N2)",
  },
};

function cell(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (Array.isArray(value)) return value.join("/");
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

function statusName(row: { name: string; status: PlayerStatus }): string {
  const note = statusNote(row.status);
  return note === undefined ? row.name : `${row.name} (${note})`;
}

export function formatStandingsTable(rows: readonly StandingRow[]): string[] {
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row.tiebreaks)))];
  const header = [
    "#",
    "Name",
    "ID",
    "Score",
    "Games",
    "W-L-T",
    "Byes",
    ...keys.map((key) => TIEBREAK_COLUMNS[key]?.title ?? key),
    "Decided by",
  ];
  const body = rows.map((row) => [
    String(row.rank),
    statusName(row),
    row.id,
    formatScore(row.vp, row.diff),
    String(row.gamesPlayed),
    // K6: the record as the core counts it (a bye a win, S5; a bye S7 turned into a loss a loss),
    // as the console shows it; the byes received have their own column.
    `${row.record.wins}-${row.record.losses}-${row.record.ties}`,
    String(row.record.byes),
    ...keys.map((key) => cell(row.tiebreaks[key])),
    row.decidedBy ?? "",
  ]);
  const legend = [
    "Score = VP(±differential), K1. W-L-T = games won, lost and tied, a bye counting as a win (S5) and a bye a failed deck check turned into a loss (S7) as a loss; Byes = byes received.",
    ...keys.flatMap((key) => (TIEBREAK_COLUMNS[key] ? [TIEBREAK_COLUMNS[key].meaning] : [])),
  ];
  return [...formatTable(header, body), "", ...legend];
}

export function formatOteTable(rows: readonly OteStandingRow[]): string[] {
  return [
    ...formatTable(
      ["#", "Name", "ID", "VP", "IP", "Tournament Score", "Games", "Set"],
      rows.map((row) => [
        row.rank === null ? "-" : String(row.rank),
        statusName(row),
        row.id,
        String(row.vp),
        String(row.ip),
        String(row.tournamentScore),
        String(row.gamesPlayed),
        row.set,
      ]),
    ),
    "",
    "IP = Influence Points; Tournament Score = IP / 2 + VP (E3); Set = the set played next (E2).",
  ];
}

function formatEventTable(result: EventStandings): string[] {
  if (result.kind === "two-player") return formatStandingsTable(result.standings.rows);
  const lines = formatOteTable(result.standings.rows);
  if (!result.standings.complete) lines.push("", "Provisional: the final has not been played yet (M8).");
  return lines;
}

/** Each game's score with the profile's explanation citing its rule (`check --explain`, `standings --games`). */
export function formatGameScores(event: ScoredEvent): string[] {
  const name = nameIndex(event.file.players);
  // On the Edge: VP by place with the IP, a re-admitted finalist's scale said (E2, M6).
  const isOte = isOnTheEdge(event.file.event);
  const firstLoss = isOte ? firstLosses(event.games.map(toPlayedGame)) : new Map<string, number>();
  return formatTable(
    ["Round", "Game", "Table", "Players", "Score", "Why"],
    event.games.map(({ record, scored }) => [
      String(record.round),
      String(record.game),
      record.table === undefined ? "" : String(record.table),
      record.players.map((p) => `${name(p.id)}${p.side ? ` (${p.side})` : ""}`).join(" v "),
      namedScores(scored.score, name, isOte, scalesOfGame(firstLoss, record)),
      namesIn(scored.explanation, record.players, name),
    ]),
  );
}

/** The core explains with player IDs ("S3: time, lukeskywalker052177 ahead…"); a TD reads names. */
function namesIn(text: string, seats: readonly { id: string }[], name: (id: string) => string): string {
  let named = text;
  for (const { id } of seats) {
    const pattern = new RegExp(`(?<![\\w-])${id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w-])`, "g");
    named = named.replace(pattern, () => name(id));
  }
  return named;
}

export function printStandings(event: ScoredEvent, flags: StandingsFlags, where: string): void {
  const standings = computeEventStandings(event);
  if (!standings.ok) return badInput(`${where}: ${formatError(standings.error)}`);
  if (flags.json) {
    printJson(toStandingsDocument(event, standings.value));
    return;
  }
  const { event: info } = event.file;
  const tiebreaks =
    info.game === "ote" ? "On the Edge places (M8)" : `${info.options?.tiebreaks ?? "guide"} tiebreakers`;
  printLines([
    `${info.name} — ${info.date} — ${event.profile}, ${tiebreaks} — ${event.games.length} games`,
    "",
    ...formatEventTable(standings.value),
    ...(flags.games ? ["", "Games:", ...formatGameScores(event)] : []),
  ]);
}

export async function loadScoredEvent(flags: { db?: string }, eventId: string): Promise<ScoredEvent> {
  return withStore(
    flags,
    async (store) => {
      // Loaded here, not at the top: `standings FILE.json` needs neither the log nor the decider.
      const [{ loadTournament }, { toScoredEvent }] = await Promise.all([
        import("../../app/event-log.js"),
        import("../../core/tournament/project.js"),
      ]);
      const { state } = await loadTournament(store, eventId);
      if (!state.event)
        return badInput(`EVENT: there is no event "${eventId}" in this database (see handsdown list)`);
      const scored = toScoredEvent(state);
      if (!scored.ok) return badInput(`${eventId}: ${formatError(scored.error)}`);
      return scored.value;
    },
    { mustExist: true },
  );
}

export async function runStandings(target: string, flags: StandingsFlags): Promise<void> {
  if (target.toLowerCase().endsWith(".json")) return printStandings(readScoredEvent(target), flags, target);
  printStandings(await loadScoredEvent(flags, target), flags, target);
}
