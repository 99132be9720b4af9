// Which quits ask the TD for X: S6/T9/Y3 do; O7 (the OPG ruling names concession among the external
// means, "the winning player ends the game on 100 points and the opponent … on 0") does not.
import { describe, expect, it } from "vitest";
import { PROFILE_NAMES } from "../games.js";
import { isQuitDifferentialAsked } from "./quit-differential.js";

describe("isQuitDifferentialAsked (S6, T9, Y3, O7)", () => {
  it("O7: only stccg-opg-2014 scores a quit as a concession without X", () => {
    expect(PROFILE_NAMES.filter((p) => !isQuitDifferentialAsked(p))).toEqual(["stccg-opg-2014"]);
  });
});
