import { computeEventStandings, toStandingsJson } from "../../core/event-standings.js";
import { DEFAULT_PROFILE } from "../../core/games.js";
import { profileNameOf, scoringOptionsOf } from "../../core/scored-event/score-event.js";
import { formatScore } from "../../core/rules/shared/outcomes.js";
import { scoreGame } from "../../core/rules/index.js";
import { toResultsFile, toScoredEvent } from "../../core/tournament/project.js";
import { findGame, type TournamentState } from "../../core/tournament/state.js";
import { badInput } from "../exit.js";
import { nameIndex } from "../live/players.js";
import { withEvent } from "../live/session.js";
import { toRawResult } from "../live/shorthand.js";
import { translateIds } from "../live/show.js";
import { printJson, printLines } from "../output.js";
import type { ReportFlags } from "./report.js";

interface Place {
  readonly rank: number | null;
  readonly score: string;
}

/** Everyone's place and score, to show what a correction changed (R6: later standings are re-derived). */
function places(state: TournamentState): Map<string, Place> {
  const scored = toScoredEvent(state);
  if (!scored.ok) return new Map();
  const standings = computeEventStandings(scored.value);
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

export function changedStandings(before: TournamentState, after: TournamentState): StandingChange[] {
  const a = places(before);
  const b = places(after);
  const name = nameIndex(after.players);
  const ids = [...new Set([...b.keys(), ...a.keys()])];
  return ids
    .filter((id) => a.get(id)?.rank !== b.get(id)?.rank || a.get(id)?.score !== b.get(id)?.score)
    .map((id) => ({ id, name: name(id), before: a.get(id) ?? null, after: b.get(id) ?? null }));
}

const showPlace = (place: Place | null): string =>
  place === null ? "—" : `#${place.rank ?? "-"} ${place.score}`;

function parseGameId(text: string): number {
  if (!/^\d+$/.test(text.trim()) || Number(text) < 1)
    return badInput(`GAMEID ${text}: expected a game's id, a whole number as \`pair\` prints it (R6)`);
  return Number(text);
}

export async function runReport(eventId: string, gameIdText: string, flags: ReportFlags): Promise<void> {
  const gameId = parseGameId(gameIdText);
  if (flags.correct && (flags.reason === undefined || flags.reason.trim() === "")) {
    return badInput("--reason: a correction needs the reason, kept in the change log (R6)");
  }
  if (!flags.correct && flags.reason !== undefined) return badInput("--reason: only with --correct (R6)");
  await withEvent(flags, eventId, async (live) => {
    const before = live.state;
    const slot = findGame(before, gameId);
    if (!slot) return badInput(`GAMEID: there is no game ${gameId} in this event (R6)`);
    if (slot.isBye) return badInput(`GAMEID: game ${gameId} is a bye; it has no result to report (S5)`);
    const hasResult = slot.record.result !== undefined;
    if (hasResult && !flags.correct) {
      return badInput(
        `GAMEID: game ${gameId} already has a result; to change it give --correct --reason "…" (R6)`,
      );
    }
    if (!hasResult && flags.correct)
      return badInput(`--correct: game ${gameId} has no result yet; report it without --correct (R6)`);
    const event = before.event!;
    const profile = event.rules ?? DEFAULT_PROFILE[event.game];
    const result = toRawResult(
      flags,
      profile,
      slot.record.players,
      before.players,
      event.options?.cap ?? 100,
    );
    await live.send(
      flags.correct
        ? { type: "CorrectResult", gameId, result, reason: flags.reason!.trim() }
        : { type: "ReportResult", gameId, result },
    );
    const after = live.state;
    const file = toResultsFile(after);
    const scored = scoreGame(profileNameOf(file), scoringOptionsOf(file), {
      ...findGame(after, gameId)!.record,
      result,
    });
    const name = nameIndex(after.players);
    const changes = flags.correct ? changedStandings(before, after) : undefined;
    if (flags.json) {
      return printJson({
        gameId,
        result,
        ...(scored.ok && { score: scored.value.score, explanation: scored.value.explanation }),
        ...(changes && { changed: changes }),
      });
    }
    const scoreLine = scored.ok
      ? `${scored.value.score.map((s) => `${name(s.id)} ${formatScore(s.vp, s.diff)}`).join(", ")} — ${translateIds([scored.value.explanation], after.players)[0]}`
      : "";
    const lines = [`Game ${gameId}${flags.correct ? " corrected" : ""}: ${scoreLine}`];
    if (changes) {
      lines.push(changes.length === 0 ? "No standings changed." : "Standings changed:");
      for (const change of changes)
        lines.push(`  ${change.name}: ${showPlace(change.before)} → ${showPlace(change.after)}`);
    }
    printLines(lines);
  });
}
