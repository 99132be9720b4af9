import { describe, expect, it } from "vitest";
import { failedDeckChecks, toAuditLines } from "./audit-lines.js";

const line = (type: string, what: string, version = 1) => ({
  version,
  recordedAt: "2026-05-04T10:00:00Z",
  type,
  what,
});

describe("audit lines", () => {
  it("reads the server's { audit: [...] } and a bare list", () => {
    const lines = [line("EventCreated", "created")];
    expect(toAuditLines({ audit: lines })).toEqual(lines);
    expect(toAuditLines(lines)).toEqual(lines);
    expect(toAuditLines(undefined)).toEqual([]);
  });
  it("R7: players who failed a deck check, whole IDs only", () => {
    const lines = [
      line("DeckCheckRecorded", "deck check of p1: passed"),
      line("DeckCheckRecorded", "deck check of p10: failed, S7: previous game becomes 0(-30)"),
      line("PlayerDropped", "dropped p2: failed to show"),
    ];
    expect(failedDeckChecks(lines, ["p1", "p10", "p2"])).toEqual(["p10"]);
  });
});
