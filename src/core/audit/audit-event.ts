// `handsdown audit`: anyone can re-check a published event. Every game's
// pairing is derived again from the event's seed and the games before it, with the same pairing
// entry point the live event uses (docs/rules.md §2: "the same log always yields the same pairings"), and
// compared with what was recorded; every recorded score is compared with the score the rule
// profile gives (docs/rules.md §1). Pure: the caller reads the file or the log.
import { computeEventStandings, scoresByGame } from "../event-standings.js";
import type { Result } from "../errors.js";
import { finalStageOf } from "../final-stage.js";
import { pairOteNext } from "../ote/index.js";
import { eventRandom, pairNext, type PairOptions } from "../pairing/index.js";
import type { GameRecord, PlayerEntry, ResultsFile } from "../results-file/schema.js";
import type { ScoredEvent } from "../scored-event/score-event.js";
import type { ScoreEntry } from "../rules/types.js";
import { playerName } from "../players/standing-line.js";
import type { AuditDifference } from "./difference.js";
import { checkPairedElsewhere } from "./paired-elsewhere.js";

export type { AuditDifference, AuditKind } from "./difference.js";

export interface AuditReport {
  /** How many games (round, game) were derived again. */
  readonly checkedGames: number;
  /** How many results were scored again against their recorded score. */
  readonly checkedScores: number;
  readonly differences: readonly AuditDifference[];
  /** What the audit did not re-derive, and why (tiebreaker games), and what the log adds. */
  readonly notes: readonly string[];
  /** Set when another program made the pairings (AuditOptions.pairedBy). */
  readonly pairedBy?: string;
}

/** A TD's swap from the event log (PlayersSwapped): it explains a difference in its game. */
export interface LoggedSwap {
  readonly round: number;
  readonly game: number;
  readonly players: readonly [string, string];
  readonly reason: string;
}

interface Block {
  readonly round: number;
  readonly game: number;
  readonly stage: string;
  /** Index of the block's first game in the file. */
  readonly start: number;
  readonly records: readonly GameRecord[];
}

/** Consecutive games of the same round, game and stage were paired together. */
function toBlocks(games: readonly GameRecord[], isOte: boolean): Block[] {
  const blocks: { round: number; game: number; stage: string; start: number; records: GameRecord[] }[] = [];
  games.forEach((record, index) => {
    // On the Edge pairs a whole round at once: its final, the inactive set and any playoff (M6, M7).
    const stage = isOte ? "ote" : (record.stage ?? "swiss");
    const last = blocks.at(-1);
    if (last && last.round === record.round && last.game === record.game && last.stage === stage)
      last.records.push(record);
    else blocks.push({ round: record.round, game: record.game, stage, start: index, records: [record] });
  });
  return blocks;
}

export interface AuditOptions {
  /**
   * Who made the pairings when it was not this program (an imported Players Committee event):
   * they are then checked for what the rules forbid (paired-elsewhere.ts), not derived again.
   */
  readonly pairedBy?: string;
}

export function auditScoredEvent(
  event: ScoredEvent,
  swaps: readonly LoggedSwap[] = [],
  options: AuditOptions = {},
): Result<AuditReport> {
  const file = event.file;
  const names = new Map(file.players.map((player) => [player.id, playerName(player)]));
  const seat = (id: string, side?: string) => `${names.get(id) ?? id}${side ? ` (${side})` : ""}`;
  if (options.pairedBy !== undefined) {
    const checked = checkPairedElsewhere(file.games, seat);
    const scores = checkScores(event, seat);
    if (!scores.ok) return scores;
    return {
      ok: true,
      value: {
        pairedBy: options.pairedBy,
        checkedGames: checked.checkedGames,
        checkedScores: scores.value.checked,
        differences: [...checked.differences, ...scores.value.differences],
        notes: [
          `the pairings were made by ${options.pairedBy}, not from a seed of this event: each game is checked for rematches on the same sides (A4, A5) and byes (A6), not paired again; every result is scored again (docs/rules.md §1)`,
        ],
      },
    };
  }
  const blocks = toBlocks(file.games, file.event.game === "ote");
  const differences: AuditDifference[] = [];
  const notes: string[] = [];
  let checkedGames = 0;
  // Games of stage `final` are a Final Confrontation (F1/F3) or a top cut (N2), read as the
  // standings read them (final-stage.ts).
  const finalStage = finalStageOf(file.games.filter((record) => record.stage === "final"));
  const finalOptions: PairOptions =
    finalStage?.kind === "top-cut" ? { topCut: finalStage.size } : { final: true };
  for (const [b, block] of blocks.entries()) {
    if (block.stage === "tiebreak") {
      notes.push(
        `round ${block.round} game ${block.game}: a tiebreaker game is chosen by the TD, not paired (K5); not re-derived`,
      );
      continue;
    }
    const before = prefixEvent(event, blocks, b);
    const derived = derive(before, block.stage === "final" ? finalOptions : {});
    checkedGames++;
    const recorded = describeBlock(block.records, seat);
    if (!derived.ok) {
      differences.push({
        kind: "manual",
        round: block.round,
        game: block.game,
        recorded: recorded.tables,
        derived: [],
        message: `round ${block.round} game ${block.game}: the software would not pair this game: ${derived.error.message} (${derived.error.rule})`,
      });
      continue;
    }
    const expected = derived.value.tables.map((players) => tableKey(players, seat));
    const missing = recorded.keys.filter((key) => !expected.includes(key));
    const extra = expected.filter((key) => !recorded.keys.includes(key));
    if (missing.length === 0 && extra.length === 0) continue;
    const involved = new Set(block.records.flatMap((record) => record.players.map((p) => p.id)));
    const explaining = swaps.filter(
      (swap) =>
        swap.round === block.round && swap.game === block.game && swap.players.some((id) => involved.has(id)),
    );
    const where = `round ${block.round} game ${block.game}`;
    differences.push({
      kind: explaining.length > 0 ? "swap" : "manual",
      round: block.round,
      game: block.game,
      recorded: missing,
      derived: extra,
      message:
        explaining.length > 0
          ? `${where}: the TD swapped ${explaining.map((s) => `${seat(s.players[0])} and ${seat(s.players[1])} ("${s.reason}")`).join("; ")} (docs/rules.md §2)`
          : `${where}: recorded ${missing.join(", ")}; the seed and the games before give ${extra.join(", ")} — a manual change (docs/rules.md §2)`,
    });
  }
  const scores = checkScores(event, seat);
  if (!scores.ok) return scores;
  return {
    ok: true,
    value: {
      checkedGames,
      checkedScores: scores.value.checked,
      differences: [...differences, ...scores.value.differences],
      notes,
    },
  };
}

/**
 * The event as it stood before block `b`: its games, and each player's status then — one who
 * plays later is still in (a drop comes after his last game), one who first plays later had not
 * entered yet (R2 late entry).
 */
function prefixEvent(event: ScoredEvent, blocks: readonly Block[], b: number): ScoredEvent {
  const start = blocks[b]!.start;
  const playedFrom = new Set<string>();
  const playedUpTo = new Set<string>();
  for (const [k, block] of blocks.entries()) {
    for (const record of block.records) {
      for (const player of record.players) {
        if (k >= b) playedFrom.add(player.id);
        if (k <= b) playedUpTo.add(player.id);
      }
    }
  }
  const players = event.file.players.map((player): PlayerEntry => {
    if (playedFrom.has(player.id)) {
      const { status: _status, statusReason: _reason, ...rest } = player;
      return playedUpTo.has(player.id) ? rest : { ...rest, status: "dropped" };
    }
    return player;
  });
  const file: ResultsFile = { ...event.file, players, games: event.file.games.slice(0, start) };
  return { file, profile: event.profile, games: event.games.slice(0, start) };
}

interface Derived {
  readonly tables: readonly (readonly { id: string; side?: string }[])[];
}

/** The pairing entry points the live event uses (decide-pairing.ts): On the Edge, or docs/rules.md §2. */
function derive(before: ScoredEvent, options: PairOptions): Result<Derived> {
  if (before.file.event.game === "ote") {
    const next = pairOteNext(before, eventRandom(before));
    if (!next.ok) return next;
    return {
      ok: true,
      value: { tables: next.value.pairings.map((group) => group.players.map((p) => ({ id: p.id }))) },
    };
  }
  const next = pairNext(before, options);
  if (!next.ok) return next;
  const byes = next.value.byes.map((id) => [{ id }]);
  return { ok: true, value: { tables: [...next.value.pairings.map((p) => p.players), ...byes] } };
}

function tableKey(
  players: readonly { id: string; side?: string }[],
  seat: (id: string, side?: string) => string,
): string {
  if (players.length === 1) return `${seat(players[0]!.id)} bye`;
  return [...players]
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((p) => seat(p.id, p.side))
    .join(" v ");
}

function describeBlock(records: readonly GameRecord[], seat: (id: string, side?: string) => string) {
  // A bye records the player's side in sealed events (D1); the derivation does not, so a bye
  // is compared by who has it.
  const keys = records.map((record) =>
    record.players.length === 1
      ? tableKey([{ id: record.players[0]!.id }], seat)
      : tableKey(record.players, seat),
  );
  return { keys, tables: keys };
}

/** Each result whose recorded score (an exported file's `score`) is not what its rule gives. */
function checkScores(
  event: ScoredEvent,
  seat: (id: string) => string,
): Result<{ checked: number; differences: AuditDifference[] }> {
  const standings = computeEventStandings(event);
  if (!standings.ok) return standings;
  const computed = scoresByGame(event, standings.value);
  const differences: AuditDifference[] = [];
  let checked = 0;
  event.file.games.forEach((record, index) => {
    if (!record.score) return;
    checked++;
    const ours = computed[index] ?? [];
    const show = (score: readonly ScoreEntry[]) =>
      score.map((s) => `${seat(s.id)} ${s.vp}(${s.diff >= 0 ? "+" : ""}${s.diff})`).join(", ");
    const same =
      record.score.length === ours.length &&
      record.score.every((entry) =>
        ours.some((o) => o.id === entry.id && o.vp === entry.vp && o.diff === entry.diff),
      );
    if (same) return;
    differences.push({
      kind: "score",
      round: record.round,
      game: record.game,
      recorded: [show(record.score)],
      derived: [show(ours)],
      message: `games[${index}] (round ${record.round} game ${record.game}): recorded ${show(record.score)}; its result ${JSON.stringify(record.result)} scores ${show(ours)} (${event.profile})`,
    });
  });
  return { ok: true, value: { checked, differences } };
}
