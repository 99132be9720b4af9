import { describe, expect, it } from "vitest";
import {
  isAwaitingCheckIn,
  isOutPlayer,
  playerStatus,
  registrationStatus,
  statusNote,
} from "./player-status.js";

describe("player status (R2, S6)", () => {
  it("the recorded status is the later word; with none, a quit game means quit (S6), else active", () => {
    expect(playerStatus({}, false)).toBe("active");
    expect(playerStatus({}, true)).toBe("quit");
    // Reinstated after his quit: the log (and the file it exports) records "active".
    expect(playerStatus({ status: "active" }, true)).toBe("active");
    expect(playerStatus({ status: "dropped" }, false)).toBe("dropped");
  });

  it("dropped, quit and disqualified are out; registered and active are in", () => {
    expect(
      ["registered", "active", "dropped", "quit", "disqualified"].map((status) =>
        isOutPlayer({ status: status as never }),
      ),
    ).toEqual([false, false, true, true, true]);
    expect(isOutPlayer({}, true)).toBe(true);
  });

  it("the TD's list: registered until checked in; a list marks only the players who are out", () => {
    expect(registrationStatus({})).toBe("registered");
    expect([
      isAwaitingCheckIn({}),
      isAwaitingCheckIn({ status: "registered" }),
      isAwaitingCheckIn({ status: "active" }),
    ]).toEqual([true, true, false]);
    expect([statusNote("active"), statusNote("registered"), statusNote("quit")]).toEqual([
      undefined,
      undefined,
      "quit",
    ]);
  });
});
