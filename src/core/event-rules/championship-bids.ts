// R10 (SW-PC Championship Level Event Rules, Day 2 Automatic Bids; Virtual Card Design
// Opportunities): who receives the event's automatic bids to Worlds Day 2 and its design
// opportunities, and why each player above them did not.
import { fail, ok, type Result } from "../errors.js";

export interface PlacedPlayer {
  readonly id: string;
  /** Already holds an automatic bid to Day 2 at Worlds. */
  readonly hasBid?: boolean;
  readonly isAdvocate?: boolean;
  /** An Advocate may keep a bid he receives; by default he passes it to the next eligible player. */
  readonly advocateKeepsBid?: boolean;
  readonly isDisqualified?: boolean;
}

export interface PrizesInput {
  /** Final standings, best first (after the Final Confrontation, F5). */
  readonly standings: readonly PlacedPlayer[];
  readonly bids: number;
  readonly designOpportunities?: number;
}

export type Prize = "worlds-day-2-bid" | "design-opportunity";

export interface PrizeLine {
  readonly place: number;
  readonly id: string;
  readonly prize: Prize;
  readonly reason: string;
}

export interface PrizesReport {
  readonly awards: readonly PrizeLine[];
  /** Players placed above a winner who did not receive that prize, with the reason. */
  readonly passedOver: readonly PrizeLine[];
  /** Prizes with nobody eligible left to receive them. */
  readonly unawarded: { readonly bids: number; readonly designOpportunities: number };
}

const R = "R10";

export function awardChampionshipPrizes(input: PrizesInput): Result<PrizesReport> {
  const designs = input.designOpportunities ?? 0;
  for (const [field, value] of [
    ["bids", input.bids],
    ["designOpportunities", designs],
  ] as const) {
    if (!Number.isInteger(value) || value < 0)
      return fail("VALUE_OUT_OF_RANGE", field, R, `expected a whole number ≥ 0, got ${value}`);
  }
  const ids = input.standings.map((player) => player.id);
  const duplicate = ids.find((id, i) => ids.indexOf(id) !== i);
  if (duplicate !== undefined)
    return fail("DUPLICATE_PLAYER", "standings", R, `player "${duplicate}" is listed twice`);

  const awards: PrizeLine[] = [];
  const passedOver: PrizeLine[] = [];
  const bids = walk(input.standings, input.bids, "worlds-day-2-bid", bidRefusal, awards, passedOver);
  const design = walk(input.standings, designs, "design-opportunity", designRefusal, awards, passedOver);
  return ok({ awards, passedOver, unawarded: { bids, designOpportunities: design } });
}

/** Walks down the standings handing out `count` prizes; returns how many found nobody. */
function walk(
  standings: readonly PlacedPlayer[],
  count: number,
  prize: Prize,
  refusal: (player: PlacedPlayer) => Refusal | undefined,
  awards: PrizeLine[],
  passedOver: PrizeLine[],
): number {
  let left = count;
  const passers: string[] = [];
  for (const [i, player] of standings.entries()) {
    if (left === 0) break;
    const place = i + 1;
    const why = refusal(player);
    if (why) {
      passedOver.push({ place, id: player.id, prize, reason: why.reason });
      if (why.passesDown) passers.push(player.id);
      continue;
    }
    const order = count - left + 1;
    const passer = passers.shift();
    const via = passer === undefined ? "" : `, passed down by ${passer} (Advocate)`;
    awards.push({
      place,
      id: player.id,
      prize,
      reason: `${R}: highest-placed eligible player (${order} of ${count})${via}`,
    });
    left -= 1;
  }
  return left;
}

interface Refusal {
  readonly reason: string;
  /** The prize was his and goes on down the standings (an Advocate's). */
  readonly passesDown: boolean;
}

function bidRefusal(player: PlacedPlayer): Refusal | undefined {
  if (player.isDisqualified) return { reason: `${R}: disqualified`, passesDown: false };
  if (player.hasBid) return { reason: `${R}: already has an automatic bid`, passesDown: false };
  // Bids "may not be voluntarily passed ... under any circumstances"; only Advocates pass theirs on.
  if (player.isAdvocate && !player.advocateKeepsBid) {
    return { reason: `${R}: Advocate, passes the bid to the next eligible player`, passesDown: true };
  }
  return undefined;
}

function designRefusal(player: PlacedPlayer): Refusal | undefined {
  if (player.isDisqualified) return { reason: `${R}: disqualified`, passesDown: false };
  // SW-PC: Advocates cannot win design opportunities; the next highest finishing player gets it.
  if (player.isAdvocate)
    return { reason: `${R}: Advocates cannot win virtual card design opportunities`, passesDown: true };
  return undefined;
}
