import { describe, expect, it } from "vitest";
import { toAuditLines } from "./audit-lines.js";

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
});
