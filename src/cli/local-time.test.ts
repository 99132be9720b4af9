// The TD's local day and time, at any offset: nothing here depends on the machine's zone or today.
import { describe, expect, it } from "vitest";
import { localDate, localDateTime } from "./local-time.js";

describe("local day and time", () => {
  const lateEvening = new Date("2026-05-04T21:30:12Z");

  it("the day is the TD's: 23:30 in Warsaw (+02:00) is 4 May, 06:30 in Tokyo (+09:00) is 5 May", () => {
    expect(localDate(lateEvening, 120)).toBe("2026-05-04");
    expect(localDate(lateEvening, 540)).toBe("2026-05-05");
    expect(localDate(new Date("2026-05-05T02:00:00Z"), -300)).toBe("2026-05-04"); // 21:00 in Chicago (CDT)
  });

  it("a time is printed with its offset", () => {
    expect(localDateTime(lateEvening, 120)).toBe("2026-05-04 23:30:12 +02:00");
    expect(localDateTime(lateEvening, -330)).toBe("2026-05-04 16:00:12 -05:30");
    expect(localDateTime(lateEvening, 0)).toBe("2026-05-04 21:30:12 +00:00");
  });
});
