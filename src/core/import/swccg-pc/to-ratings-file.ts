// The Players Committee's files as the rating body reads them (`ratings import --from swccg-pc`):
// the PC's software gave the same person a new UUID in every file, so a person is matched across
// files by his name — its letters, accents and case aside (R1's letters: "José Núñez" and "jose
// nunez" are one player) — or by the TD's mapping of a file's UUID to an ID where two people
// share a name. The files are the Committee's sanctioned history (DEC I.C), so they are rated.
// Pure: the caller reads the files and the mapping.
import { fail, ok, type Result } from "../../errors.js";
import type { GameRecord, PlayerEntry, ResultsFile } from "../../results-file/schema.js";
import { toIdLetters } from "../../players/player-id.js";
import { fromPcTournament, type PcImportOptions } from "./convert.js";

export interface RatingsFileOptions extends Pick<PcImportOptions, "date"> {
  /** The TD's mapping: a PC UUID → the player's ID (when names collide, or to use his R1 ID). */
  readonly playerIds?: ReadonlyMap<string, string>;
}

/** Every string equal to a PC UUID, as a value or as a key, becomes the player's ID. */
function renameIds(value: unknown, ids: ReadonlyMap<string, string>): unknown {
  if (typeof value === "string") return ids.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => renameIds(item, ids));
  if (value !== null && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [ids.get(key) ?? key, renameIds(item, ids)]),
    );
  return value;
}

export function pcToRatingsFile(value: unknown, options: RatingsFileOptions = {}): Result<ResultsFile> {
  const pc = fromPcTournament(value, {
    ...(options.date !== undefined && { date: options.date }),
    sanctioned: true,
  });
  if (!pc.ok) return pc;
  const players: PlayerEntry[] = [];
  const games: GameRecord[] = [];
  for (const event of pc.value.events) {
    if (event.type === "PlayerRegistered") players.push(event.data.player);
    if (event.type === "GameRecorded" && event.data.record.result !== undefined)
      games.push(event.data.record as GameRecord);
  }
  const ids = new Map<string, string>();
  const taken = new Map<string, number>();
  for (const [index, player] of players.entries()) {
    const id = options.playerIds?.get(player.id) ?? toIdLetters(player.name ?? "");
    if (id === "")
      return fail(
        "INVALID_FIELD",
        `players[${index}].name`,
        "R1",
        `"${player.name ?? ""}" has no letters to match the player by; map ${player.id} to an ID`,
      );
    const earlier = taken.get(id);
    if (earlier !== undefined)
      return fail(
        "DUPLICATE_PLAYER",
        `players[${index}].name`,
        "R1",
        `"${player.name}" and "${players[earlier]!.name}" (${players[earlier]!.id}, ${player.id}) are both "${id}" by name: map their PC ids to two IDs (--players FILE.csv: pc id,player id)`,
      );
    taken.set(id, index);
    ids.set(player.id, id);
  }
  return ok({
    format: "handsdown-results",
    version: 1,
    event: pc.value.event,
    players: players.map((player) => ({ ...player, id: ids.get(player.id)! })),
    games: renameIds(games, ids) as GameRecord[],
  });
}
