// Compares our K7 standings with the standings the PC software stored, player by player.
import type { StandingRow } from "../../src/core/standings/types.js";
import type { PcEvent, PcStoredPlayer } from "./pc-events.js";

/**
 * What is compared. `sos`/`adjustedVp` where the 2016 rule is stored, `diff` in DIFF events.
 * `order`: pairs the PC stored in one order and we rank the other way ("A above B" as stored).
 * `orderAboveTies`: such pairs that are not even equal on VP and SoS (DIFF: VP and diff).
 * `coinFlips`: where the PC stored its tiebreak text, players it flags "Coin-Flip Required" (or `trueTie`) and we do not, or back.
 */
export const ASPECTS = [
  "vp",
  "record",
  "diff",
  "sos",
  "adjustedVp",
  "opponentsSos",
  "order",
  "orderAboveTies",
  "coinFlips",
] as const;
export type Aspect = (typeof ASPECTS)[number];

export interface EventCheck {
  readonly mismatches: Readonly<Record<Aspect, readonly string[]>>;
  /** Groups our standings leave tied for a coin flip (K7 (d)), by stored name. */
  readonly coinFlipGroups: readonly (readonly string[])[];
}

export function compareWithStored(event: PcEvent, rows: readonly StandingRow[]): EventCheck {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const stored = [...event.standings_as_stored].sort((a, b) => a.stored_order - b.stored_order);
  const mismatches = Object.fromEntries(ASPECTS.map((aspect) => [aspect, [] as string[]])) as Record<
    Aspect,
    string[]
  >;
  const differs = (aspect: Aspect, player: PcStoredPlayer, ours: unknown, theirs: unknown) => {
    if (ours !== theirs)
      mismatches[aspect].push(`${player.name}: ours ${String(ours)}, stored ${String(theirs)}`);
  };
  for (const player of stored) {
    const row = byId.get(player.id);
    if (!row) {
      mismatches.vp.push(`${player.name}: missing from our standings`);
      continue;
    }
    differs("vp", player, row.vp, player.vp);
    differs("record", player, `${row.record.wins}-${row.record.losses}`, `${player.wins}-${player.losses}`);
    if (event.mode === "DIFF") differs("diff", player, row.diff, player.diff);
    if (player.adjustedVictoryPoints !== undefined) {
      differs("sos", player, row.tiebreaks["sos"], player.sos);
      differs("adjustedVp", player, row.tiebreaks["adjustedVp"], player.adjustedVictoryPoints);
    }
    if (player.opponentSos !== undefined)
      differs("opponentsSos", player, row.tiebreaks["opponentsSos"], player.opponentSos);
  }
  if (rows.length !== stored.length)
    mismatches.order.push(`ours has ${rows.length} players, stored ${stored.length}`);
  const secondKey = event.mode === "SOS" ? "sos" : "diff";
  stored.forEach((above, i) => {
    for (const below of stored.slice(i + 1)) {
      const [a, b] = [byId.get(above.id), byId.get(below.id)];
      if (!a || !b || a.rank <= b.rank) continue;
      mismatches.order.push(`${above.name} above ${below.name}`);
      if (above.vp !== below.vp || above[secondKey] !== below[secondKey])
        mismatches.orderAboveTies.push(`${above.name} above ${below.name}`);
    }
  });
  const coinFlipGroups = toCoinFlipGroups(rows, stored);
  if (event.mode === "SOS" && stored.some((player) => player.sosTiebreaker !== undefined)) {
    const ours = new Set(coinFlipGroups.flat());
    for (const player of stored) {
      const flagged = String(player.sosTiebreaker ?? "").includes("Coin-Flip") || player.trueTie === true;
      if (flagged !== ours.has(player.name))
        mismatches.coinFlips.push(
          `${player.name}: ${flagged ? "stored flags a coin flip" : "ours leaves a coin flip"}`,
        );
    }
  }
  return { mismatches, coinFlipGroups };
}

function toCoinFlipGroups(rows: readonly StandingRow[], stored: readonly PcStoredPlayer[]): string[][] {
  const names = new Map(stored.map((player) => [player.id, player.name]));
  const byRank = new Map<number, string[]>();
  for (const row of rows)
    byRank.set(row.rank, [...(byRank.get(row.rank) ?? []), names.get(row.id) ?? row.id]);
  return [...byRank.values()].filter((group) => group.length > 1);
}

/** The K7 step that ranks `upper` above `lower` in our standings, read from their tiebreak values. */
export function explainOurOrder(upper: StandingRow, lower: StandingRow): string {
  if (upper.vp !== lower.vp) return "VP";
  const [u, l] = [upper.tiebreaks, lower.tiebreaks];
  if (u["sos"] !== l["sos"]) return "SoS";
  const [du, dl] = [
    (u["sosDropped"] ?? []) as readonly number[],
    (l["sosDropped"] ?? []) as readonly number[],
  ];
  const k = du.findIndex((value, i) => value !== dl[i]);
  if (k >= 0) return `SoS without ${k + 1} lowest (${du[k]} to ${dl[k]})`;
  if (u["opponentsSos"] !== l["opponentsSos"])
    return `opponents' SoS (${String(u["opponentsSos"])} to ${String(l["opponentsSos"])})`;
  if (u["headToHead"] === "won") return "head-to-head";
  return upper.diff !== lower.diff ? "diff" : "coin flip";
}
