// The core's traces and explanations name players by ID (R1); a TD reads names. Whole IDs only
// are replaced, longest first, so "p1" never eats the start of "p10".
export function withNames(line: string, names: ReadonlyMap<string, string>): string {
  const ids = [...names.keys()].filter((id) => id !== "").sort((a, b) => b.length - a.length);
  if (ids.length === 0) return line;
  const escaped = ids.map((id) => id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}_-])(${escaped.join("|")})(?![\\p{L}\\p{N}_-])`, "gu");
  return line.replace(pattern, (id) => names.get(id) ?? id);
}
