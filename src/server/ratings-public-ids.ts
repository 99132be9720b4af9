// The ratings as the public reads them (docs/server.md "Audiences"): names as they are, and no
// player id that spells a birth date (R1 ids end in the birth date as mmddyy). Such an id is
// shown as an opaque public id, an HMAC of the id under a secret the server keeps in its
// database: the same in every event, on every server of the database and across restarts, so a
// player's page keeps its address. The CLI's `ratings show|player --json` are the rating body's,
// who sees everything: they are not filtered here.
import { createHmac } from "node:crypto";
import type { LeaderboardJson, PlayerHistoryJson } from "../app/ratings/views.js";
import { spellsBirthDate } from "./audience.js";

/** The name of the server secret the public ids derive from (AuthStore.serverSecret). */
export const RATINGS_ID_SECRET = "ratings-public-ids";

/** `p-` and 16 base64url characters (96 bits): what a public id looks like. */
const PUBLIC_ID = /^p-[A-Za-z0-9_-]{16}$/;

export class RatingsPublicIds {
  private readonly publicById = new Map<string, string>();
  private readonly idByPublic = new Map<string, string>();

  constructor(private readonly secret: string) {}

  /** The id the public reads: the id itself, unless it spells a birth date. */
  publicIdOf(id: string): string {
    const known = this.publicById.get(id);
    if (known !== undefined) return known;
    if (!spellsBirthDate({ id })) return id;
    const publicId = `p-${createHmac("sha256", this.secret).update(id).digest("base64url").slice(0, 16)}`;
    this.publicById.set(id, publicId);
    this.idByPublic.set(publicId, id);
    return publicId;
  }

  /**
   * The player a public reader names: a public id's player (`allIds` lists every id the ratings
   * know, read only for a public id not seen yet), or the id itself when it spells no birth
   * date. An id that spells one is no one to the public: answering for it would confirm a
   * guessed birth date.
   */
  async idOf(requested: string, allIds: () => Promise<readonly string[]>): Promise<string | undefined> {
    const known = this.idByPublic.get(requested);
    if (known !== undefined) return known;
    if (PUBLIC_ID.test(requested)) {
      for (const id of await allIds()) this.publicIdOf(id);
      const found = this.idByPublic.get(requested);
      if (found !== undefined) return found;
    }
    return spellsBirthDate({ id: requested }) ? undefined : requested;
  }

  /** A name that is the id itself (a player imported without one) is hidden with it. */
  private publicName(name: string, id: string): string {
    return name === id ? this.publicIdOf(id) : name;
  }

  leaderboard(board: LeaderboardJson): LeaderboardJson {
    const pools = Object.entries(board.pools).map(([pool, rows]) => [
      pool,
      (rows ?? []).map((row) => ({
        ...row,
        id: this.publicIdOf(row.id),
        name: this.publicName(row.name, row.id),
      })),
    ]);
    return { pools: Object.fromEntries(pools) as LeaderboardJson["pools"] };
  }

  history(found: PlayerHistoryJson): PlayerHistoryJson {
    return {
      ...found,
      id: this.publicIdOf(found.id),
      name: this.publicName(found.name, found.id),
      mergedIds: found.mergedIds.map((id) => this.publicIdOf(id)),
      history: found.history.map((game) => ({
        ...game,
        opponent: this.publicIdOf(game.opponent),
        opponentName: this.publicName(game.opponentName, game.opponent),
      })),
    };
  }
}
