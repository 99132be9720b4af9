import type { LiveView } from "../../app/command-pipeline.js";
import { toStandingsJson } from "../../core/event-standings.js";
import { isOnTheEdge, profileNameOfEvent } from "../../core/games.js";
import { scalesOfGame } from "../../core/ote/scale.js";
import { formatScore } from "../../core/rules/shared/outcomes.js";
import { firstLossesOf, scoreGameOfEvent } from "../../core/tournament/project.js";
import { findGame, lastPairing, type GameSlot, type TournamentState } from "../../core/tournament/state.js";
import { badInput, usageError } from "../exit.js";
import { nameIndex } from "../live/players.js";
import { withEvent } from "../live/session.js";
import { resultFieldOptions, toRawResult } from "../live/shorthand.js";
import { namedScores, translateIds } from "../live/show.js";
import { printJson, printLines } from "../output.js";

export interface ReportFlags {
  readonly db?: string;
  readonly json?: boolean;
  readonly result?: string;
  readonly winner?: string;
  readonly lf?: string;
  readonly time?: string;
  readonly points?: string;
  readonly end?: string;
  readonly influence?: string;
  readonly drawDeck?: string;
  readonly advanced?: string;
  readonly lostPile?: string;
  readonly hand?: string;
  readonly toss?: string;
  readonly quitter?: string;
  readonly differential?: string;
  readonly forfeiter?: string;
  readonly planetaryVictories?: string;
  readonly correct?: boolean;
  readonly reason?: string;
  readonly table?: string;
  readonly all?: boolean;
  readonly results?: string;
  readonly force?: boolean;
}

interface Place {
  readonly rank: number | null;
  readonly score: string;
}

/** Everyone's place and score in a view's standings, to show what a correction changed (R6: later standings are re-derived). */
function places(view: LiveView): Map<string, Place> {
  const standings = view.standings;
  if (!standings.ok) return new Map();
  return new Map(
    toStandingsJson(standings.value).map((row) => {
      const r = row as {
        id: string;
        rank: number | null;
        vp: number;
        diff?: number;
        tournamentScore?: number;
      };
      const score =
        r.tournamentScore !== undefined
          ? `${r.vp} VP, TS ${r.tournamentScore}`
          : formatScore(r.vp, r.diff ?? 0);
      return [r.id, { rank: r.rank, score }];
    }),
  );
}

export interface StandingChange {
  readonly id: string;
  readonly name: string;
  readonly before: Place | null;
  readonly after: Place | null;
}

export function changedStandings(before: LiveView, after: LiveView): StandingChange[] {
  const a = places(before);
  const b = places(after);
  const name = nameIndex(after.state.players);
  const ids = [...new Set([...b.keys(), ...a.keys()])];
  return ids
    .filter((id) => a.get(id)?.rank !== b.get(id)?.rank || a.get(id)?.score !== b.get(id)?.score)
    .map((id) => ({ id, name: name(id), before: a.get(id) ?? null, after: b.get(id) ?? null }));
}

const showPlace = (place: Place | null): string =>
  place === null ? "—" : `#${place.rank ?? "-"} ${place.score}`;

function parseNumber(field: string, text: string, what: string): number {
  if (!/^\d+$/.test(text.trim()) || Number(text) < 1)
    return badInput(`${field} ${text}: expected ${what}, a whole number as \`pair\` prints it (R6)`);
  return Number(text);
}

/** The game of table `table` in the current game (the last pairing), as on the result slip. */
export function gameAtTable(state: TournamentState, table: number): GameSlot {
  const pairing = lastPairing(state);
  if (!pairing) return badInput(`--table: no game is paired yet; pair one first (R6)`);
  const slots = pairing.gameIds.flatMap((id) => findGame(state, id) ?? []);
  const slot = slots.find((s) => !s.isBye && s.record.table === table);
  if (slot) return slot;
  const tables = slots.flatMap((s) => (s.isBye ? [] : [s.record.table ?? 0])).sort((a, b) => a - b);
  return badInput(
    `--table ${table}: round ${pairing.round} game ${pairing.game} has table${tables.length === 1 ? "" : "s"} ${tables.join(", ")} (R6)`,
  );
}

/** The game the TD names: its id, or its table in the current game. */
function chooseGame(
  state: TournamentState,
  gameIdText: string | undefined,
  tableText: string | undefined,
): GameSlot {
  if (tableText !== undefined)
    return gameAtTable(state, parseNumber("--table", tableText, "a table's number"));
  const gameId = parseNumber("GAMEID", gameIdText!, "a game's id");
  const slot = findGame(state, gameId);
  if (!slot) return badInput(`GAMEID: there is no game ${gameId} in this event (R6)`);
  return slot;
}

/** R6 allows a correction after `finish`; it changes final standings, so the TD confirms it. */
export const AFTER_FINISH = "after the event was finished: ";

export async function runReport(
  eventId: string,
  gameIdText: string | undefined,
  flags: ReportFlags,
): Promise<void> {
  if ((gameIdText === undefined) === (flags.table === undefined))
    return usageError(
      gameIdText === undefined
        ? "GAMEID: missing; give the game's id or --table N (R6)"
        : "--table: give the game's id or --table, not both (R6)",
    );
  if (flags.results !== undefined) return usageError("--results: only with --all");
  if (flags.correct && (flags.reason === undefined || flags.reason.trim() === "")) {
    return usageError("--reason: a correction needs the reason, kept in the change log (R6)");
  }
  if (!flags.correct && flags.reason !== undefined) return usageError("--reason: only with --correct (R6)");
  if (!flags.correct && flags.force) return usageError("--force: only with --correct (R6)");
  await withEvent(flags, eventId, async (live) => {
    const before = live.state;
    const beforeView = live.view;
    const slot = chooseGame(before, gameIdText, flags.table);
    const gameId = slot.gameId;
    if (slot.isBye) return badInput(`GAMEID: game ${gameId} is a bye; it has no result to report (S5)`);
    const hasResult = slot.record.result !== undefined;
    // The refusal names what the TD typed: the table of the slip, or the game's id.
    const named = flags.table === undefined ? "GAMEID" : `--table ${flags.table.trim()}`;
    const game = `game ${gameId}${slot.record.table === undefined ? "" : ` (table ${slot.record.table})`}`;
    if (hasResult && !flags.correct) {
      return badInput(
        `${named}: ${game} already has a result; to change it give --correct --reason "…" (R6)`,
      );
    }
    if (!hasResult && flags.correct)
      return badInput(`--correct: ${game} has no result yet; report it without --correct (R6)`);
    if (flags.correct && before.isFinished && !flags.force)
      return badInput(
        `--force: the event is finished; correcting game ${gameId} changes its final standings — confirm with --force (R6)`,
      );
    const event = before.event!;
    const profile = profileNameOfEvent(event);
    const result = toRawResult(
      flags,
      profile,
      slot.record.players,
      before.players,
      event.options?.cap ?? 100,
    );
    await live.send(
      flags.correct
        ? {
            type: "CorrectResult",
            gameId,
            result,
            reason: `${before.isFinished ? AFTER_FINISH : ""}${flags.reason!.trim()}`,
          }
        : { type: "ReportResult", gameId, result },
      // A refusal of the profile's scoring names the option typed (--winner), not result.winner.
      resultFieldOptions(profile, result),
    );
    const after = live.state;
    // The event's own scoring: an On the Edge finalist re-admitted from the inactive set scores
    // on the inactive scale (E2, M6), as in the standings.
    const record = { ...findGame(after, gameId)!.record, result };
    const scored = scoreGameOfEvent(after, record);
    const name = nameIndex(after.players);
    const changes = flags.correct ? changedStandings(beforeView, live.view) : undefined;
    if (flags.json) {
      return printJson({
        gameId,
        result,
        ...(scored.ok && { score: scored.value.score, explanation: scored.value.explanation }),
        ...(changes && { changed: changes }),
      });
    }
    const isOte = isOnTheEdge(event);
    const scales = isOte ? scalesOfGame(firstLossesOf(after), record) : undefined;
    const scoreLine = scored.ok
      ? `${namedScores(scored.value.score, name, isOte, scales)} — ${translateIds([scored.value.explanation], after.players)[0]}`
      : "";
    const table = slot.record.table === undefined ? "" : ` (table ${slot.record.table})`;
    const lines = [`Game ${gameId}${table}${flags.correct ? " corrected" : ""}: ${scoreLine}`];
    if (changes) {
      lines.push(changes.length === 0 ? "No standings changed." : "Standings changed:");
      for (const change of changes)
        lines.push(`  ${change.name}: ${showPlace(change.before)} → ${showPlace(change.after)}`);
    }
    printLines(lines);
  });
}
