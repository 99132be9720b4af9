import { describe, expect, it } from "vitest";
import { awardChampionshipPrizes, type PrizesInput } from "./championship-bids.js";

function award(input: PrizesInput) {
  const result = awardChampionshipPrizes(input);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const winners = (r: ReturnType<typeof award>, prize: string) =>
  r.awards.filter((a) => a.prize === prize).map((a) => a.id);

describe("R10 Championship Level prizes (SW-PC Day 2 Automatic Bids; Virtual Card Design Opportunities)", () => {
  it("R10 bids go to the highest-placed players without a bid", () => {
    const r = award({
      standings: [
        { id: "a", hasBid: true },
        { id: "b" },
        { id: "c", hasBid: true },
        { id: "d" },
        { id: "e" },
      ],
      bids: 2,
    });
    expect(winners(r, "worlds-day-2-bid")).toEqual(["b", "d"]);
    expect(r.passedOver.map((p) => [p.id, p.reason])).toEqual([
      ["a", "R10: already has an automatic bid"],
      ["c", "R10: already has an automatic bid"],
    ]);
    expect(r.awards[1]!.place).toBe(4);
  });

  it("R10 an Advocate passes his bid to the next eligible player", () => {
    const r = award({
      standings: [{ id: "adv", isAdvocate: true }, { id: "b", hasBid: true }, { id: "c" }],
      bids: 1,
    });
    expect(winners(r, "worlds-day-2-bid")).toEqual(["c"]);
    expect(r.awards[0]!.reason).toContain("passed down by adv (Advocate)");
  });

  it("R10 an Advocate may keep his bid; nobody else can pass one on", () => {
    const r = award({
      standings: [{ id: "adv", isAdvocate: true, advocateKeepsBid: true }, { id: "b" }],
      bids: 1,
    });
    expect(winners(r, "worlds-day-2-bid")).toEqual(["adv"]);
  });

  it("R10 the design opportunity goes to the highest-placed non-Advocate (SW-PC: an Advocate who wins → next highest)", () => {
    const r = award({
      standings: [{ id: "adv", isAdvocate: true }, { id: "b", hasBid: true }, { id: "c" }],
      bids: 0,
      designOpportunities: 1,
    });
    expect(winners(r, "design-opportunity")).toEqual(["b"]);
    expect(r.passedOver).toEqual([
      {
        place: 1,
        id: "adv",
        prize: "design-opportunity",
        reason: "R10: Advocates cannot win virtual card design opportunities",
      },
    ]);
  });

  it("R10 bids and the design opportunity together; disqualified players receive nothing", () => {
    const r = award({
      standings: [
        { id: "dq", isDisqualified: true },
        { id: "adv", isAdvocate: true },
        { id: "c" },
        { id: "d" },
      ],
      bids: 2,
      designOpportunities: 1,
    });
    expect(winners(r, "worlds-day-2-bid")).toEqual(["c", "d"]);
    expect(winners(r, "design-opportunity")).toEqual(["c"]);
  });

  it("R10 more bids than eligible players: the rest are reported unawarded", () => {
    const r = award({ standings: [{ id: "a", hasBid: true }, { id: "b" }], bids: 3, designOpportunities: 2 });
    expect(r.unawarded).toEqual({ bids: 2, designOpportunities: 0 });
    expect(winners(r, "design-opportunity")).toEqual(["a", "b"]);
  });

  it("R10 refuses negative counts and duplicate players", () => {
    expect(awardChampionshipPrizes({ standings: [], bids: -1 }).ok).toBe(false);
    expect(awardChampionshipPrizes({ standings: [{ id: "a" }, { id: "a" }], bids: 1 }).ok).toBe(false);
  });
});
