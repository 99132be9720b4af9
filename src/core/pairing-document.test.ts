import { describe, expect, it } from "vitest";
import { fromNextPairing, fromOtePairing, toPairingDocument } from "./pairing-document.js";

describe("the pairing JSON, one writer", () => {
  it("On the Edge: a player who sits the round out is under sittingOut, not byes; the system is named", () => {
    const document = toPairingDocument(
      fromOtePairing({
        round: 3,
        game: 1,
        pairings: [
          { table: 1, set: "inactive", stage: "swiss", players: [{ id: "a" }, { id: "b" }, { id: "c" }] },
        ],
        byes: ["d"],
        trace: ["d sits out"],
        final: false,
      }),
    );
    expect(document).toEqual({
      round: 3,
      game: 1,
      system: "on-the-edge",
      pairings: [
        { table: 1, set: "inactive", stage: "swiss", players: [{ id: "a" }, { id: "b" }, { id: "c" }] },
      ],
      byes: [],
      sittingOut: ["d"],
      final: false,
      trace: ["d sits out"],
    });
  });

  it("two players: a bye is a bye (S5), its sealed allegiance under byeSides (D1), the stage when not Swiss", () => {
    const document = toPairingDocument(
      fromNextPairing({
        round: 1,
        game: 2,
        stage: "swiss",
        system: "sealed-allegiance",
        pairings: [
          {
            table: 1,
            players: [
              { id: "a", side: "dark" },
              { id: "b", side: "light" },
            ],
          },
        ],
        byes: ["c"],
        byeSides: { c: "light" },
        trace: [],
      }),
    );
    expect(document).toEqual({
      round: 1,
      game: 2,
      system: "sealed-allegiance",
      pairings: [
        {
          table: 1,
          players: [
            { id: "a", side: "dark" },
            { id: "b", side: "light" },
          ],
        },
      ],
      byes: ["c"],
      byeSides: { c: "light" },
      sittingOut: [],
      trace: [],
    });
  });
});
