// The explanation lines a profile builds with `line` read exactly as the template literal would.
import { describe, expect, it } from "vitest";
import { formatScore, line } from "./outcomes.js";

describe("line", () => {
  it("gives the template literal's text: every piece in order, numbers as the template writes them", () => {
    const winner = "alice";
    const diff = -0.5;
    expect(line`${winner} ${100} to ${40} (full): full win ${formatScore(2, diff)}; T1: ${1e21}`).toBe(
      `${winner} ${100} to ${40} (full): full win ${formatScore(2, diff)}; T1: ${1e21}`,
    );
    expect(line`${"only"}`).toBe("only");
    expect(line`no values`).toBe("no values");
    expect(line`${""}${0}${""}`).toBe("0");
  });
});
