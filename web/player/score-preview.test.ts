// A player's own games read as the standings count them: a game that a failed deck check turned
// into a full loss (S7) used to show its reported result (a bye read 2(+0), a win, on the phone
// of a player whose standings counted 0(-30)).
import { describe, expect, it } from "vitest";
import { previewScore } from "./score-preview.js";

const nameOf = (id: string) => ({ ines: "Ines Costa", omar: "Omar Haddad" })[id] ?? id;
const PC = "swccg-pc-2.3.6" as const;

describe("previewScore with a failed deck check (S7)", () => {
  it("a bye whose player then failed a deck check reads 0(-30), a loss", () => {
    const bye = { players: [{ id: "ines" }], deckCheckFailure: "ines" };
    const preview = previewScore(PC, {}, bye, { end: "bye" }, "ines", nameOf);
    expect(preview.ok && preview.line).toBe("You 0(-30)");
  });

  it("a game won by 8 whose winner then failed: 0(-30) for him, 2(+30) for the opponent", () => {
    const game = { players: [{ id: "ines" }, { id: "omar" }], deckCheckFailure: "ines" };
    const result = { end: "full", winner: "ines", lifeForce: 8 };
    const preview = previewScore(PC, {}, game, result, "ines", nameOf);
    expect(preview.ok && preview.line).toBe("You 0(-30) · Omar Haddad 2(+30)");
  });

  it("without a failure the result reads as reported", () => {
    const preview = previewScore(PC, {}, { players: [{ id: "ines" }] }, { end: "bye" }, "ines", nameOf);
    expect(preview.ok && preview.line).toBe("You 2(+0)");
  });
});
