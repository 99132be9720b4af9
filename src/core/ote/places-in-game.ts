// OTE 2.3 / E2: Victory Points by place. The winner is named by the result; the other
// players are placed "on the basis of their final Influence points", so second place is the
// highest Influence among the non-winners, shared when several players hold it.

/** A player's place in one game, in the words of OTE 2.3. */
export type GamePlace = "won" | "second" | "tied-second" | "behind";

/** The set a player belongs to when the game is scored (OTE 2.0): it picks the VP scale (E2). */
export type OteSet = "active" | "inactive";

/** OTE 2.3: the two VP scales, active players' twice the inactive players'. */
const VP_SCALE: { readonly [S in OteSet]: { readonly [P in GamePlace]: number } } = {
  active: { won: 8, second: 4, "tied-second": 2, behind: 0 },
  inactive: { won: 4, second: 2, "tied-second": 1, behind: 0 },
};

export function toVictoryPoints(place: GamePlace, set: OteSet, playerCount: number): number {
  // OTE 2.3: "In the case of any two-player games, victory points will be awarded only to the
  // winner of the game."
  if (playerCount === 2 && place !== "won") return 0;
  return VP_SCALE[set][place];
}

/** Every player's place in one game, from the winner and the final Influence of the others. */
export function computeGamePlaces(
  ids: readonly string[],
  winner: string,
  influence: Readonly<Record<string, number>>,
): Map<string, GamePlace> {
  const places = new Map<string, GamePlace>();
  const others = ids.filter((id) => id !== winner);
  const best = Math.max(...others.map((id) => influence[id]!));
  const atBest = others.filter((id) => influence[id] === best).length;
  places.set(winner, "won");
  for (const id of others) {
    if (influence[id] !== best) places.set(id, "behind");
    else places.set(id, atBest > 1 ? "tied-second" : "second");
  }
  return places;
}

/** OTE 2.81 / E3: (IP / 2) + VP = Tournament Score. */
export function computeTournamentScore(ip: number, vp: number): number {
  return ip / 2 + vp;
}

/** OTE 2.43 / E4: 16 Influence wins any game, three players or off-numbered. */
export const INFLUENCE_TO_WIN = 16;
/** OTE 2.83: the additional game for re-admittance to the final is played to 8 Influence. */
export const PLAYOFF_INFLUENCE = 8;
