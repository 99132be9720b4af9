// On the Edge standings (docs/architecture.md `standings --json`, On the Edge flavour): M8's places once
// the final is played; before that a provisional order, active players first, then by
// Tournament Score (E3), since every active player still has a chance at the final.
import { ok, type Result } from "../errors.js";
import { playerName, quittersOf, standingStatus } from "../players/standing-line.js";
import type { PlayerEntry } from "../results-file/schema.js";
import type { ScoredEvent } from "../scored-event/score-event.js";
import { computeFinalBands, toBands, toRanks, type Band } from "./places.js";
import { replayOteEvent, type OteState } from "./replay.js";
import { setOf, tournamentScoreOf } from "./tally.js";
import type { OteStandingRow, OteStandings } from "./types.js";

export function computeOteStandings(event: ScoredEvent): Result<OteStandings> {
  const replayed = replayOteEvent(event);
  if (!replayed.ok) return replayed;
  const state = replayed.value;
  const players = event.file.players;
  const ts = (id: string) => tournamentScoreOf(state.tallies.get(id)!);
  const placed = players.filter((p) => p.status !== "disqualified").map((p) => p.id);
  const bands = computeBands(state, placed, ts);
  const ranks = toRanks(bands);
  const order = [
    ...bands.flat(),
    ...players
      .filter((p) => p.status === "disqualified")
      .map((p) => p.id)
      .sort(),
  ];
  const byId = new Map(players.map((p) => [p.id, p]));
  const quitters = quittersOf(event);
  const rows = order.map((id) => toRow(byId.get(id)!, state, ranks.get(id) ?? null, quitters));
  const phase = state.phase;
  const readmitted =
    phase.kind === "final" || phase.kind === "done" || phase.kind === "playoff" ? phase.readmitted : [];
  const games = event.games.map(({ index, scored }) => ({
    index,
    score: state.scores.get(index) ?? scored.score,
  }));
  return ok({ complete: phase.kind === "done", rows, readmitted, games });
}

function computeBands(state: OteState, placed: readonly string[], ts: (id: string) => number): Band[] {
  if (state.phase.kind === "done") return computeFinalBands(placed, state.phase, ts);
  const active = placed.filter((id) => !state.tallies.get(id)!.hasLost);
  const inactive = placed.filter((id) => state.tallies.get(id)!.hasLost);
  return [...toBands(active, ts), ...toBands(inactive, ts)];
}

function toRow(
  player: PlayerEntry,
  state: OteState,
  rank: number | null,
  quitters: ReadonlySet<string>,
): OteStandingRow {
  const tally = state.tallies.get(player.id)!;
  return {
    rank,
    id: player.id,
    name: playerName(player),
    vp: tally.vp,
    ip: tally.ip,
    tournamentScore: tournamentScoreOf(tally),
    gamesPlayed: tally.gamesPlayed,
    set: setOf(tally),
    status: standingStatus(player, quitters),
  };
}
