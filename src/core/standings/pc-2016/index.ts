// K7: the Players Committee's strength-of-schedule ranking (August 2016), as its tournament
// software computes it. Two modes: "sos" (VP, SoS, then the SoS tiebreakers) and "diff" (VP,
// then cumulative differential). computeStandings dispatches `event.options.tiebreaks`
// "pc-2016-sos" / "pc-2016-diff" here.
//
// Decision (K7 (d)): a coin flip is not made by the software. Players still equal after every
// step share a rank (listed by player ID, as K5), and `decidedBy` of each but the last says
// "coin flip": the TD tosses the coin, as the PC software asks ("TIED! Coin-Flip Required!").
// Pairing orders equal players at random with the event's seed itself (A1).
import type { ScoredEvent } from "../../scored-event/score-event.js";
import type { StandingRow, Standings } from "../types.js";
import type { UsedTiebreaks } from "./break-sos-tie.js";
import { playerName, quittersOf, standingStatus } from "../../players/standing-line.js";
import { computeDiffOrder } from "./rank-diff.js";
import { computeSosOrder } from "./rank-sos.js";
import { computeRecord } from "./record.js";
import { computeSosKeys, type SosKeys } from "./sos-keys.js";
import { computeEventTally } from "./tally.js";
import { toStandingRows } from "./to-rows.js";

export type Pc2016Mode = "sos" | "diff";

export function computePc2016Standings(event: ScoredEvent, mode: Pc2016Mode): Standings {
  const keys = computeSosKeys(computeEventTally(event));
  const players = new Map(event.file.players.map((player) => [player.id, player]));
  const quitters = quittersOf(event);
  const { tiers, used } =
    mode === "sos" ? computeSosOrder(keys) : { tiers: computeDiffOrder(keys), used: undefined };
  const rows = toStandingRows(tiers, (id, rank, decidedBy): StandingRow => {
    const player = players.get(id)!;
    const tally = keys.tally.players.get(id)!;
    return {
      rank,
      id,
      name: playerName(player),
      vp: keys.vp.get(id)!,
      diff: keys.diff.get(id)!,
      gamesPlayed: tally.games.length,
      record: computeRecord(tally),
      status: standingStatus(player, quitters),
      tiebreaks: toTiebreaks(id, keys, used?.get(id)),
      ...(decidedBy !== undefined && { decidedBy }),
    };
  });
  return { rows };
}

/** K6: the tiebreak values; sosDropped and headToHead only as far as the player went through them. */
function toTiebreaks(id: string, keys: SosKeys, used: UsedTiebreaks | undefined): StandingRow["tiebreaks"] {
  return {
    adjustedVp: keys.adjustedVp.get(id)!,
    sos: keys.sos.get(id)!,
    ...(used !== undefined && { opponentsSos: keys.opponentsSos.get(id)! }),
    ...(used !== undefined && used.sosDropped.length > 0 && { sosDropped: [...used.sosDropped] }),
    ...(used?.headToHead !== undefined && { headToHead: used.headToHead }),
  };
}

export { computeEventTally } from "./tally.js";
export { computeSosKeys } from "./sos-keys.js";
