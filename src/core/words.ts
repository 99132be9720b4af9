// Counted words in the core's messages and traces, which a TD reads as sentences ("1 game has",
// "2 groups"), never "game(s)".

/** "1 game", "2 games" (`plural` for the irregular ones). */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

/** "1 game has", "3 games have": the count with its verb. */
export function countHas(n: number, singular: string): string {
  return `${countOf(n, singular)} ${n === 1 ? "has" : "have"}`;
}
