// Display helpers shared by the public, projector and player pages: pure functions of the API's
// JSON (no rules here — scores, ranks and tiebreak values come computed from the server).
import type { GameName, Side } from "../../src/core/games.js";
import type { PairingsJson, PlayerJson, SeatJson, StandingJson } from "./types.js";
import { playerName } from "../../src/core/players/standing-line.js";

// A score as the guides write it, On the Edge's VP by place included: the core's, which the CLI's
// report lines write with too (one writer, src/core/rules/shared/outcomes.ts).
export { formatGameScore, formatScore } from "../../src/core/rules/shared/outcomes.js";

export function sideLabel(side: Side | undefined | null): string {
  if (side === "dark") return "Dark Side";
  if (side === "light") return "Light Side";
  return "";
}

/** In a column headed "Side": "Dark" / "Light", so a 360-px phone's table keeps its words whole. */
export function shortSideLabel(side: Side | undefined | null): string {
  return sideLabel(side).replace(/ Side$/, "");
}

/** docs/rules.md §6 allows `name` or `firstName` + `lastName`; the ID is the last resort. */
export function displayName(player: PlayerJson | undefined, id: string): string {
  return player ? playerName({ ...player, id }) : id;
}

export type NameLookup = (id: string) => string;

export function makeNameLookup(players: readonly PlayerJson[]): NameLookup {
  const byId = new Map(players.map((p) => [p.id, p]));
  return (id) => displayName(byId.get(id), id);
}

/** One line of "pairings by name": where a player sits and against whom. */
export interface NameRow {
  readonly id: string;
  readonly name: string;
  /** null: a bye or sitting out. */
  readonly table: number | null;
  readonly side?: Side;
  readonly opponents: readonly string[];
  readonly note?: "bye" | "sitting out";
  readonly hasResult: boolean;
}

const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/** Every paired player once, alphabetical, with table, side and opponent(s). */
export function toPairingsByName(
  pairings: Pick<PairingsJson, "pairings" | "byes" | "sittingOut">,
  nameOf: NameLookup,
): NameRow[] {
  const rows: NameRow[] = [];
  for (const table of pairings.pairings) {
    for (const seat of table.players) {
      rows.push({
        id: seat.id,
        name: nameOf(seat.id),
        table: table.table,
        ...(seat.side && { side: seat.side }),
        opponents: table.players
          .filter((other: SeatJson) => other.id !== seat.id)
          .map((other) => nameOf(other.id)),
        hasResult: table.isStanding,
      });
    }
  }
  for (const id of pairings.byes)
    rows.push({ id, name: nameOf(id), table: null, opponents: [], note: "bye", hasResult: true });
  for (const id of pairings.sittingOut)
    rows.push({ id, name: nameOf(id), table: null, opponents: [], note: "sitting out", hasResult: true });
  return rows.sort((a, b) => collator.compare(a.name, b.name) || collator.compare(a.id, b.id));
}

/** Headings for the tiebreak values `standings --json` adds (K2–K7, F5), in a readable order. */
export const TIEBREAK_LABELS: Readonly<Record<string, string>> = {
  tiebreakGame: "Tiebreak game",
  headToHead: "Head to head",
  highestDiff: "Best diff",
  strengthOfSchedule: "SoS",
  sos: "SoS",
  finalConfrontation: "FC",
  tournamentScore: "Tournament score",
  ip: "IP",
};

const FIXED = new Set(["rank", "id", "name", "vp", "diff", "gamesPlayed", "record", "status", "decidedBy"]);

/** The tiebreak columns present in these standings, known ones first. */
export function tiebreakColumns(rows: readonly StandingJson[]): string[] {
  const seen = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) if (!FIXED.has(key)) seen.add(key);
  const known = Object.keys(TIEBREAK_LABELS).filter((key) => seen.has(key));
  const other = [...seen].filter((key) => !(key in TIEBREAK_LABELS)).sort();
  return [...known, ...other];
}

export function tiebreakLabel(key: string): string {
  return (
    TIEBREAK_LABELS[key] ?? key.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/^./, (c) => c.toUpperCase())
  );
}

export function formatValue(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (Array.isArray(value)) return value.join(", ");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

export function formatRecord(record: StandingJson["record"]): string {
  return record ? `${record.wins}-${record.losses}-${record.ties}` : "";
}

/**
 * "Round 2, game 1" or "Final Confrontation, game 1"; On the Edge's final is one game of three
 * (M6), not a Final Confrontation: "Round 2 — the final".
 */
export function describeGame(
  pairings: Pick<PairingsJson, "round" | "game" | "final">,
  game?: GameName,
): string {
  if (pairings.round === null) return "Not paired yet";
  if (pairings.final && game === "ote") return `Round ${pairings.round} — the final`;
  if (pairings.final) return `Final Confrontation, game ${pairings.game ?? 1}`;
  return `Round ${pairings.round}, game ${pairings.game ?? 1}`;
}

/** mm:ss, or h:mm:ss for long timers; negative values show as 0:00. */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mmss = `${h > 0 ? String(m).padStart(2, "0") : m}:${String(s).padStart(2, "0")}`;
  return h > 0 ? `${h}:${mmss}` : mmss;
}
