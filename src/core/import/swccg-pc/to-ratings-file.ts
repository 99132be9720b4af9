// The Players Committee's files as the rating body reads them, however they reach the ratings:
// `ratings import --from swccg-pc FILE`, or `import --from swccg-pc --sanctioned` into the event
// log and its export given to `ratings import` (the event's `importedFrom` says where its IDs
// come from). The PC's software gave the same person a new UUID in every file, so a person is
// matched across files by his name — its letters, accents and case aside (R1's letters: "José
// Núñez" and "jose nunez" are one player) — or by the TD's mapping of a file's UUID to an ID where
// two people share a name. Pure: the caller reads the files and the mapping.
import { fail, ok, type Result } from "../../errors.js";
import type { GameRecord, ResultsFile } from "../../results-file/schema.js";
import { toIdLetters } from "../../players/player-id.js";
import { fromPcTournament, type PcImportOptions } from "./convert.js";

export interface PcPlayerOptions {
  /** The TD's mapping: a PC UUID → the player's ID (when names collide, or to use his R1 ID). */
  readonly playerIds?: ReadonlyMap<string, string>;
}

export type RatingsFileOptions = Pick<PcImportOptions, "date"> & PcPlayerOptions;

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

/**
 * The one matcher of the PC's players (L5: one person, one rating): a results file whose
 * `event.importedFrom` is `swccg-pc` gets its players' IDs from the TD's mapping, else from their
 * names; the mark goes, since the IDs are then the ratings' own. Any other file is kept as it is.
 */
export function matchPcPlayers(file: ResultsFile, options: PcPlayerOptions = {}): Result<ResultsFile> {
  if (file.event.importedFrom !== "swccg-pc") return ok(file);
  const { players } = file;
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
  const { importedFrom: _matched, ...event } = file.event;
  return ok({
    ...file,
    event,
    players: players.map((player) => ({ ...player, id: ids.get(player.id)! })),
    games: renameIds(file.games, ids) as GameRecord[],
  });
}

/** A PC file for the ratings: the Committee's sanctioned history (DEC I.C), its players matched. */
export function pcToRatingsFile(value: unknown, options: RatingsFileOptions = {}): Result<ResultsFile> {
  const pc = fromPcTournament(value, {
    ...(options.date !== undefined && { date: options.date }),
    sanctioned: true,
  });
  if (!pc.ok) return pc;
  return matchPcPlayers(pc.value.file, options);
}
