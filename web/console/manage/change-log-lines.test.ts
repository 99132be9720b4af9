import { describe, expect, it } from "vitest";
import { toChangeLogLines } from "./change-log-lines.js";

const line = (type: string, what: string, version = 1) => ({
  version,
  recordedAt: "2026-05-04T10:00:00Z",
  type,
  what,
});

describe("audit lines", () => {
  it("reads the server's { audit: [...] } and a bare list", () => {
    const lines = [line("EventCreated", "created")];
    expect(toChangeLogLines({ audit: lines })).toEqual(lines);
    expect(toChangeLogLines(lines)).toEqual(lines);
    expect(toChangeLogLines(undefined)).toEqual([]);
  });
});
