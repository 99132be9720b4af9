// OTE 2.10 / M8: final places. Winner of the final first; second and third by Influence in
// the final, shared if equal; everyone else by final Tournament Score, equal scores sharing a
// place. Decision (M8): players who stopped or quit are placed too; disqualified players
// are listed last without a place. A disqualified finalist's place is not kept empty: the
// others move up (the list is ranked without him).

/** Players sharing one place, best band first. */
export type Band = readonly string[];

/** Groups ids into bands of equal key, best (greatest) key first; ids inside a band by id. */
export function toBands(ids: readonly string[], keyOf: (id: string) => number): Band[] {
  const keys = [...new Set(ids.map(keyOf))].sort((a, b) => b - a);
  return keys.map((key) => ids.filter((id) => keyOf(id) === key).sort());
}

/** Standard competition ranking over bands: 1, 2, 2, 4. */
export function toRanks(bands: readonly Band[]): Map<string, number> {
  const ranks = new Map<string, number>();
  let ahead = 0;
  for (const band of bands) {
    for (const id of band) ranks.set(id, ahead + 1);
    ahead += band.length;
  }
  return ranks;
}

export interface FinalResult {
  readonly finalists: readonly string[];
  readonly winner: string;
  readonly finalIp: Readonly<Record<string, number>>;
}

/** M8 bands for a finished event: the final's three, then the rest by Tournament Score. */
export function computeFinalBands(
  placed: readonly string[],
  final: FinalResult,
  tournamentScore: (id: string) => number,
): Band[] {
  const isPlaced = (id: string) => placed.includes(id);
  const winner = isPlaced(final.winner) ? [[final.winner]] : [];
  const runnersUp = final.finalists.filter((id) => id !== final.winner && isPlaced(id));
  const others = placed.filter((id) => !final.finalists.includes(id));
  return [...winner, ...toBands(runnersUp, (id) => final.finalIp[id]!), ...toBands(others, tournamentScore)];
}
