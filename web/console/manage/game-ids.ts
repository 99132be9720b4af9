// The results file names a game by round, game and table; commands name it by gameId. The
// trace (`GET /api/events/{id}/trace`) lists each pairing's gameIds: the core gives the tables
// theirs in table order, then the byes (decide-pairing.ts), so table N is the Nth id.
export interface TraceView {
  readonly pairings: readonly {
    readonly pairing: number;
    readonly round: number;
    readonly game: number;
    readonly final?: boolean;
    readonly gameIds: readonly number[];
  }[];
}

export function gameIdOf(
  trace: TraceView | undefined,
  round: number,
  game: number,
  table: number | undefined,
  isFinal: boolean,
): number | undefined {
  if (!trace || table === undefined) return undefined;
  // The last pairing of that round and game wins: an undone pairing was paired again.
  const pairing = [...trace.pairings]
    .reverse()
    .find((p) => p.round === round && p.game === game && Boolean(p.final) === isFinal);
  return pairing?.gameIds[table - 1];
}
