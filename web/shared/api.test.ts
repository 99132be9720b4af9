// A refusal's one line (ApiError's message): the field once, whether or not the server's words
// already begin with it (docs/server.md "Errors": the edge names the field before its words).
import { describe, expect, it } from "vitest";
import { describeProblem } from "./api.js";

describe("describeProblem", () => {
  it("says the field before words that do not name it, and the rule after", () => {
    expect(
      describeProblem({
        title: "x",
        status: 422,
        detail: "expected a whole number 0..60",
        field: "lifeForce",
        rule: "S3",
      }),
    ).toBe("lifeForce: expected a whole number 0..60 (S3)");
  });

  it("does not say the field twice when the server's words begin with it", () => {
    expect(
      describeProblem({
        title: "Bad request",
        status: 400,
        detail: "playerId: expected text, got a whole number",
        field: "playerId",
      }),
    ).toBe("playerId: expected text, got a whole number");
  });
});
