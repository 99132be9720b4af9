// The same event imported twice is recognised by its content, not its file name.
// The canonical form is the results file without what export adds (each game's `score`, the
// `standings`: derived, docs/rules.md §6), with object keys sorted; the app hashes this text.
import type { ResultsFile } from "../results-file/schema.js";

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([k, v]) => [k, sortKeys(v)]));
  }
  return value;
}

export function canonicalResultsText(file: ResultsFile): string {
  const { standings: _standings, games, ...rest } = file;
  const bare = { ...rest, games: games.map(({ score: _score, ...game }) => game) };
  return JSON.stringify(sortKeys(bare));
}
