// OTE 2.4 / M1: the sizes of the games for n players, off-numbered games listed first
// because both the active (2.61) and the inactive (2.72) set fill them first.

export function isOffNumbered(size: number): boolean {
  // OTE 2.0: "Off-Numbered Game: Any four-player or two-player game."
  return size === 4 || size === 2;
}

export function computeGroupSizes(playerCount: number): number[] {
  // 2.42: five players → one game of three and one of two.
  if (playerCount === 5) return [2, 3];
  // M1 Decision: two players cannot form a group of three; they play one game of two.
  if (playerCount === 2) return [2];
  // 2.41: as many groups of three as possible, then enough of them re-formed as groups of four.
  const threes = Math.floor(playerCount / 3);
  const fours = playerCount % 3;
  if (threes < fours) return []; // one player alone: no game is possible
  return [...Array<number>(fours).fill(4), ...Array<number>(threes - fours).fill(3)];
}

/** `4+4+3`: how a trace shows the groups. */
export function formatGroupSizes(sizes: readonly number[]): string {
  return sizes.length === 0 ? "no game" : sizes.join("+");
}
