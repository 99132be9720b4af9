// An event whose pairings another program made (the Players Committee's software, imported with
// `import --from swccg-pc`) has no seed of ours to derive them from: calling each of its pairings
// a manual change would be false. What the rules let anyone check without the seed is checked
// instead: no two players meet again on the same sides (A4, A5: a rematch is allowed only when
// no other opponent is left, so it is reported for the reader to judge), and no one gets a
// second bye while a player of that game has had none, nor two byes in one game (A6).
import type { GameRecord } from "../results-file/schema.js";
import type { AuditDifference } from "./difference.js";

type Seat = (id: string, side?: string) => string;

export function checkPairedElsewhere(
  games: readonly GameRecord[],
  seat: Seat,
): { checkedGames: number; differences: AuditDifference[] } {
  const differences: AuditDifference[] = [];
  const met = new Map<string, string>();
  const byes = new Map<string, number>();
  const blocks = new Map<string, GameRecord[]>();
  for (const record of games) {
    if ((record.stage ?? "swiss") !== "swiss") continue;
    const key = `${record.round}.${record.game}`;
    blocks.set(key, [...(blocks.get(key) ?? []), record]);
  }
  for (const records of blocks.values()) {
    const { round, game } = records[0]!;
    const where = `round ${round} game ${game}`;
    const inBlock = records.flatMap((record) => record.players.map((p) => p.id));
    const byeRecords = records.filter((record) => record.players.length === 1);
    if (byeRecords.length > 1)
      differences.push({
        kind: "bye",
        round,
        game,
        recorded: byeRecords.map((r) => `${seat(r.players[0]!.id)} bye`),
        derived: [],
        message: `${where}: ${byeRecords.length} byes in one game; there is at most one, the player left over (A6)`,
      });
    for (const record of byeRecords) {
      const id = record.players[0]!.id;
      const without = inBlock.filter((other) => other !== id && (byes.get(other) ?? 0) === 0);
      if ((byes.get(id) ?? 0) > 0 && without.length > 0)
        differences.push({
          kind: "bye",
          round,
          game,
          recorded: [`${seat(id)} bye`],
          derived: [],
          message: `${where}: ${seat(id)} has a second bye while ${without.length} player(s) of this game have none, e.g. ${seat(without[0]!)} (A6)`,
        });
    }
    for (const record of records) {
      if (record.players.length !== 2) continue;
      const sides = record.players.map((p) => `${p.id}/${p.side ?? ""}`).sort();
      const key = sides.join(" ");
      const before = met.get(key);
      const table = record.players.map((p) => seat(p.id, p.side)).join(" v ");
      if (before !== undefined)
        differences.push({
          kind: "rematch",
          round,
          game,
          recorded: [table],
          derived: [],
          message: `${where}: ${table} met on the same sides in ${before}; a rematch stands only when no other opponent is left (A4, A5)`,
        });
      else met.set(key, where);
    }
    for (const record of byeRecords)
      byes.set(record.players[0]!.id, (byes.get(record.players[0]!.id) ?? 0) + 1);
  }
  return { checkedGames: blocks.size, differences };
}
