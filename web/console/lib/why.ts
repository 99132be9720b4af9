// "Why is X above Y": read from the standings the core computed. K1 (VP, then differential)
// when they differ; otherwise the core's own `decidedBy` of each row from X down to Y (each one
// says why that player is above the next), so no tiebreak is re-implemented here.
export interface WhyRow {
  readonly id: string;
  readonly name: string;
  readonly rank: number | null;
  readonly vp: number;
  /** Absent under On the Edge, whose places are not K1's (the console does not ask why there). */
  readonly diff?: number;
  readonly decidedBy?: string;
}

const signed = (n: number): string => (n >= 0 ? `+${n}` : String(n));

export function explainOrder(rows: readonly WhyRow[], a: string, b: string): string[] {
  const i = rows.findIndex((r) => r.id === a);
  const j = rows.findIndex((r) => r.id === b);
  if (i < 0 || j < 0 || i === j) return [];
  const [above, below] = i < j ? [rows[i]!, rows[j]!] : [rows[j]!, rows[i]!];
  // Two-player standings always carry the differential (K1).
  const [upper, lower] = [above, below].map((r) => ({ ...r, diff: r.diff ?? 0 })) as [
    WhyRow & { diff: number },
    WhyRow & { diff: number },
  ];
  const [from, to] = i < j ? [i, j] : [j, i];
  const head = `${upper.name} (#${upper.rank}) is above ${lower.name} (#${lower.rank})`;
  if (upper.rank === lower.rank)
    return [`${upper.name} and ${lower.name} share place ${upper.rank}: nothing separates them.`];
  const steps = rows
    .slice(from, to)
    .map((r, k) => (r.decidedBy ? `${r.name} above ${rows[from + k + 1]!.name}: ${r.decidedBy}` : undefined))
    .filter((line): line is string => line !== undefined);
  // Fewer VP or a worse differential above: something outranks K1 (the Final Confrontation, F5).
  if (upper.vp < lower.vp || (upper.vp === lower.vp && upper.diff < lower.diff)) {
    const why =
      steps.length > 0 ? steps : ["a rule ranked above VP decided it (the Final Confrontation, F5)"];
    return [
      `${head} although ${upper.vp}(${signed(upper.diff)}) is below ${lower.vp}(${signed(lower.diff)}):`,
      ...why,
    ];
  }
  if (upper.vp !== lower.vp) return [`${head}: more victory points, ${upper.vp} to ${lower.vp} (K1).`];
  if (upper.diff !== lower.diff)
    return [`${head}: same VP (${upper.vp}), better differential, ${upper.diff} to ${lower.diff} (K1).`];
  return [
    `${head}: same VP and differential, ${upper.vp}(${signed(upper.diff)}); the tiebreaks decided:`,
    ...steps,
  ];
}
