import { describe, expect, it } from "vitest";
import { BYE_SOS_PER_GAME, computeOpponentsSos } from "./opponents-sos.js";
import type { PlayedGame } from "./tally.js";

const vs = (gameNumber: number, ...opponents: string[]): PlayedGame => ({
  gameNumber,
  opponents,
  vp: 0,
  diff: 0,
  outcome: "full",
});
const sos: Record<string, number> = { a: 20, b: 16 };

describe("K7 (b) opponents' SoS", () => {
  it("sums the opponents' SoS, a rematch again", () => {
    expect(
      computeOpponentsSos({ id: "p", games: [vs(1, "a"), vs(2, "b"), vs(3, "a")] }, (id) => sos[id]!, 3),
    ).toBe(56);
  });

  it("counts a bye 6 × R, even in events under 6 games (the PC quirk K7 keeps)", () => {
    expect(BYE_SOS_PER_GAME).toBe(6);
    expect(
      computeOpponentsSos(
        { id: "p", games: [vs(1), vs(2, "b"), vs(3, "a"), vs(4, "b")] },
        (id) => sos[id]!,
        4,
      ),
    ).toBe(24 + 52);
  });
});
