// Every ErrorCode has exactly one kind, so the server's error mapper is complete.
import { describe, expect, it } from "vitest";
import { ERROR_CODES, ERROR_KIND, ERROR_KINDS, errorKind, formatError, toUserRule } from "./errors.js";

describe("ERROR_KIND", () => {
  it("gives every code one of the five kinds, and names no code that does not exist", () => {
    expect(Object.keys(ERROR_KIND).sort()).toEqual([...ERROR_CODES].sort());
    for (const code of ERROR_CODES) expect(ERROR_KINDS).toContain(errorKind(code));
  });

  it("maps the codes docs/architecture.md names to the status their kind gives", () => {
    // A rule says no → 422 (a pairing before the round is complete, R6).
    expect(errorKind("ROUND_NOT_COMPLETE")).toBe("rule");
    // A player acting on another's game → 403 (R6).
    expect(errorKind("PLAYER_NOT_IN_GAME")).toBe("forbidden");
    expect(errorKind("PLAYER_NOT_PAIRED")).toBe("rule");
    // Malformed input → 400.
    expect(errorKind("INVALID_FIELD")).toBe("validation");
    expect(errorKind("UNKNOWN_GAME")).toBe("not-found");
    expect(errorKind("EVENT_ALREADY_EXISTS")).toBe("conflict");
  });
});

describe("toUserRule: a rule written the older way reads as its section of docs/rules.md", () => {
  it.each([
    ["SPEC §6", "docs/rules.md §6"],
    ["SPEC §2", "docs/rules.md §2"],
    ["SPEC 2.6", "docs/rules.md §2"],
    ["SPEC §1.4", "docs/rules.md §1"],
    ["S3", "S3"],
    ["K5", "K5"],
  ])("%s → %s", (rule, shown) => {
    expect(toUserRule(rule)).toBe(shown);
  });
});

describe("formatError", () => {
  it("gives the rule once, even when the message already ends on it", () => {
    const error = { code: "INVALID_FIELD", field: "playerId", rule: "S6" } as const;
    expect(formatError({ ...error, message: "record a quit (S6)" })).toBe("playerId: record a quit (S6)");
    expect(formatError({ ...error, message: "record a quit" })).toBe("playerId: record a quit (S6)");
  });

  it("cites docs/rules.md, never the design notes' sections", () => {
    const error = { code: "INVALID_FIELD", field: "", rule: "SPEC §6", message: "bad" } as const;
    expect(formatError(error)).toBe("bad (docs/rules.md §6)");
  });
});
