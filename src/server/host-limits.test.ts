// The default stream cap follows the process's descriptor limit (docs/server.md "Limits"), so a
// server on the common 1,024 descriptors refuses streams before it runs out of sockets.
import { describe, expect, it } from "vitest";
import { defaultStreamLimit, MAX_DEFAULT_STREAMS, openFileLimit, resolveHostLimits } from "./host-limits.js";

const LIMITS = `Limit                     Soft Limit           Hard Limit           Units
Max processes             63448                63448                processes
Max open files            1024                 524288               files
Max locked memory         8388608              8388608              bytes
`;

describe("host limits", () => {
  it("reads the soft open-file limit from /proc/self/limits", () => {
    expect(openFileLimit(() => LIMITS)).toBe(1_024);
    expect(openFileLimit(() => "nothing useful")).toBeUndefined();
    expect(
      openFileLimit(() => {
        throw new Error("ENOENT");
      }),
    ).toBeUndefined();
  });

  it("streams by default: three quarters of the descriptors, at most 10,000; 768 when unknown", () => {
    expect(defaultStreamLimit(1_024)).toBe(768);
    expect(defaultStreamLimit(1_048_576)).toBe(MAX_DEFAULT_STREAMS);
    expect(defaultStreamLimit(undefined)).toBe(768);
  });

  it("what the host sets wins over the defaults", () => {
    expect(resolveHostLimits({ streams: 5, playersPerEvent: 64 })).toMatchObject({
      streams: 5,
      playersPerEvent: 64,
      eventsPerTd: 1_000,
      streamsPerClient: 200,
    });
  });
});
