// Builders for the hand-worked end-to-end events ("compare with independently computed
// expectations"). They only spell results files; every expected number lives in the tests,
// worked out by hand from docs/rules.md, never from the program's own scoring.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export type Side = "dark" | "light";
export type Json = Record<string, unknown>;

export interface ResultsFile {
  format: "handsdown-results";
  version: 1;
  event: Json;
  players: Json[];
  games: Json[];
}

export function makeFile(event: Json, ids: readonly string[], dropped: readonly string[] = []): ResultsFile {
  return {
    format: "handsdown-results",
    version: 1,
    event: { date: "2026-05-04", sanctioned: false, ...event },
    players: ids.map((id) => ({
      id,
      name: `${id[0]!.toUpperCase()}${id.slice(1)} Tester`,
      ...(dropped.includes(id) && { status: "dropped" }),
    })),
    games: [],
  };
}

/** A two-player game: `dark`/`light` sides when given (Star Wars), none otherwise (Star Trek). */
export function table(
  round: number,
  game: number,
  tableNo: number,
  seats: readonly [string, string],
  result: Json,
  options: { sides?: boolean; stage?: string } = {},
): Json {
  const players = options.sides
    ? [
        { id: seats[0], side: "dark" },
        { id: seats[1], side: "light" },
      ]
    : seats.map((id) => ({ id }));
  return {
    round,
    game,
    table: tableNo,
    ...(options.stage !== undefined && { stage: options.stage }),
    players,
    result,
  };
}

export function bye(round: number, game: number, id: string, side?: Side): Json {
  return { round, game, players: [{ id, ...(side && { side }) }], result: { end: "bye" } };
}

export function writeTemp(file: ResultsFile, name = "event.json"): string {
  const path = join(mkdtempSync(join(tmpdir(), "handsdown-hand-")), name);
  writeFileSync(path, JSON.stringify(file));
  return path;
}

export interface Pairing {
  round: number;
  game: number;
  pairings: { table: number; players: { id: string; side?: Side }[] }[];
  byes: string[];
  trace: string[];
}

/** "dark vs light" (or "a vs b" for sideless games), one string a table, for order-exact assertions. */
export function tablesOf(pairing: Pairing): string[] {
  return pairing.pairings.map((t) => {
    const dark = t.players.find((p) => p.side === "dark");
    const light = t.players.find((p) => p.side === "light");
    if (dark && light) return `${dark.id} (D) vs ${light.id} (L)`;
    return t.players.map((p) => p.id).join(" vs ");
  });
}

/** A standings row as the HTTP and CLI JSON give it, and the rows as "rank id vp(diff)" lines. */
export interface StandingRow {
  rank: number;
  id: string;
  vp: number;
  diff: number;
}
export const standingLines = (standings: readonly StandingRow[]): string[] =>
  standings.map((r) => `${r.rank} ${r.id} ${r.vp}(${r.diff})`);
