// The public ids of the ratings (docs/server.md "Audiences"), on hand-made JSON.
import { describe, expect, it } from "vitest";
import { RatingsPublicIds } from "./ratings-public-ids.js";

// docs/rules.md R1: "John Brown, 11/2/60 → `johnbrown110260`".
const john = "johnbrown110260";

describe("RatingsPublicIds", () => {
  it("a name that is the id itself (a player imported without one) is hidden with it", () => {
    const ids = new RatingsPublicIds("a secret");
    const board = ids.leaderboard({
      pools: { "swccg/constructed": [{ rank: 1, id: john, name: john, rating: 1500, games: 1 }] },
    });
    const [row] = board.pools["swccg/constructed"]!;
    expect(row).toEqual({
      rank: 1,
      id: ids.publicIdOf(john),
      name: ids.publicIdOf(john),
      rating: 1500,
      games: 1,
    });
    expect(row!.id).toMatch(/^p-[A-Za-z0-9_-]{16}$/);
  });

  it("an id that spells no birth date, and its name, are left as they are", () => {
    const ids = new RatingsPublicIds("a secret");
    expect(ids.publicIdOf("E")).toBe("E");
    expect(ids.publicIdOf("johnbrown")).toBe("johnbrown");
  });

  it("a public id not seen yet is looked up among every id; an R1 id is no one", async () => {
    const ids = new RatingsPublicIds("a secret");
    const publicId = new RatingsPublicIds("a secret").publicIdOf(john);
    expect(await ids.idOf(publicId, async () => ["E", john])).toBe(john);
    expect(await ids.idOf(john, async () => [john])).toBeUndefined();
    expect(await ids.idOf("E", async () => [])).toBe("E");
  });
});
