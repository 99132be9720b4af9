// After a correction, what changed in the standings — each player whose place, VP or
// differential moved, before → after. Compares two standings answers; computes no standing itself.
export interface StandingLine {
  readonly id: string;
  readonly name: string;
  /** null: unranked (On the Edge, a disqualified player, M8). */
  readonly rank: number | null;
  readonly vp: number;
  /** Absent under On the Edge (no differential). */
  readonly diff?: number;
}

export interface StandingChange {
  readonly id: string;
  readonly name: string;
  readonly before?: StandingLine;
  readonly after?: StandingLine;
}

export function compareStandings(
  before: readonly StandingLine[],
  after: readonly StandingLine[],
): StandingChange[] {
  const old = new Map(before.map((line) => [line.id, line]));
  const changes: StandingChange[] = [];
  for (const line of after) {
    const was = old.get(line.id);
    old.delete(line.id);
    if (!was || was.rank !== line.rank || was.vp !== line.vp || was.diff !== line.diff) {
      changes.push({ id: line.id, name: line.name, ...(was && { before: was }), after: line });
    }
  }
  for (const was of old.values()) changes.push({ id: was.id, name: was.name, before: was });
  return changes;
}

const signed = (n: number): string => (n >= 0 ? `+${n}` : String(n));

export function describeLine(line: StandingLine | undefined): string {
  return line ? `#${line.rank ?? "–"} ${line.vp}(${signed(line.diff ?? 0)})` : "—";
}
