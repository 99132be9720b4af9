// Every per-player value K7 ranks by, computed once for the whole event.
import { computeAdjustedVp } from "./adjusted-vp.js";
import { computeOpponentsSos } from "./opponents-sos.js";
import { computeSosEntries, sumOf } from "./sos.js";
import type { EventTally } from "./tally.js";

export interface SosKeys {
  readonly tally: EventTally;
  readonly vp: ReadonlyMap<string, number>;
  readonly diff: ReadonlyMap<string, number>;
  readonly adjustedVp: ReadonlyMap<string, number>;
  readonly sosEntries: ReadonlyMap<string, readonly number[]>;
  readonly sos: ReadonlyMap<string, number>;
  readonly opponentsSos: ReadonlyMap<string, number>;
}

export function computeSosKeys(tally: EventTally): SosKeys {
  const players = [...tally.players.values()];
  const mapOf = <T>(valueOf: (id: string) => T): ReadonlyMap<string, T> =>
    new Map(players.map((p) => [p.id, valueOf(p.id)]));
  const tallyOf = (id: string) => tally.players.get(id)!;
  const vp = mapOf((id) => sumOf(tallyOf(id).games.map((game) => game.vp)));
  const diff = mapOf((id) => sumOf(tallyOf(id).games.map((game) => game.diff)));
  const adjustedVp = mapOf((id) => computeAdjustedVp(tallyOf(id), tally.played));
  const sosEntries = mapOf((id) =>
    computeSosEntries(tallyOf(id), (opponent) => adjustedVp.get(opponent) ?? 0, tally.played),
  );
  const sos = mapOf((id) => sumOf(sosEntries.get(id)!));
  const opponentsSos = mapOf((id) =>
    computeOpponentsSos(tallyOf(id), (opponent) => sos.get(opponent) ?? 0, tally.played),
  );
  return { tally, vp, diff, adjustedVp, sosEntries, sos, opponentsSos };
}
