// The round timer from the terminal (R4, R5), kept in the event log.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../cli-harness.js";

const D = ["--db", join(mkdtempSync(join(tmpdir(), "handsdown-clock-")), "clock.db")];

interface View {
  status: string;
  durationMs: number;
  remainingMs: number;
  label?: string;
}

async function clock(...args: string[]): Promise<View> {
  const run = await runCli(["clock", ...args, "--json", ...D]);
  if (run.code !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as View;
}

describe("handsdown clock", () => {
  it("starts at the guide's game length, pauses, adjusts and resumes (R4, R5)", async () => {
    const id = (
      await runCli(["event", "create", "--name", "Clock Open", "--game", "swccg", ...D])
    ).stdout.trim();
    expect((await clock(id)).status).toBe("idle");
    // R4 (SW-PC Timing): a constructed Star Wars game is 60 minutes.
    const started = await clock(id, "start");
    expect(started).toMatchObject({ status: "running", durationMs: 60 * 60_000 });
    const paused = await clock(id, "pause");
    expect(paused.status).toBe("paused");
    // The view GET /api/events/{id}/timer answers (src/core/views/timer.ts): the folded timer for
    // screens that run the clock themselves, its view, and the extensions by table.
    expect(paused).toMatchObject({
      state: { status: "paused", remainingMs: paused.remainingMs },
      timer: { status: "paused", remainingMs: paused.remainingMs },
      tables: [],
      extensions: [],
    });
    // While paused the time stands still: +5 minutes is exactly 300,000 ms more.
    const adjusted = await clock(id, "adjust", "--add", "5");
    expect(adjusted.remainingMs - paused.remainingMs).toBe(5 * 60_000);
    expect((await clock(id, "resume")).status).toBe("running");
    const again = await runCli(["clock", id, "start", "--minutes", "90", ...D]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("R5");
    const log = JSON.parse((await runCli(["log", id, "--json", ...D])).stdout) as { log: { type: string }[] };
    expect(log.log.map((l) => l.type)).toEqual(
      expect.arrayContaining(["TimerStarted", "TimerPaused", "TimerAdjusted", "TimerResumed"]),
    );
    const human = await runCli(["clock", id, ...D]);
    expect(human.stdout).toMatch(/^Running: 1:0\d:\d\d left of 1:00:00/);
    // Stop clears it; the next start needs nothing else.
    expect((await clock(id, "stop")).status).toBe("idle");
    expect((await clock(id, "start", "--minutes", "90")).durationMs).toBe(90 * 60_000);
  });

  it("--minutes and --label set the round's length and name", async () => {
    const id = (
      await runCli(["event", "create", "--name", "Clock Final", "--game", "stccg1e", ...D])
    ).stdout.trim();
    expect(await clock(id, "start", "--minutes", "90", "--label", "Final Confrontation")).toMatchObject({
      status: "running",
      durationMs: 90 * 60_000,
      label: "Final Confrontation",
    });
  });

  it("bad actions and values are refused in one line, exit 1; options that do not go with the action, exit 2", async () => {
    const id = (
      await runCli(["event", "create", "--name", "Clock Errors", "--game", "swccg", ...D])
    ).stdout.trim();
    for (const [args, code] of [
      [["stop"], 1],
      [["start", "--minutes", "0"], 1],
      [["pause"], 1],
      [["status", "--add", "5"], 2],
      [["adjust"], 2],
      [["status", "--watch", "--json"], 2],
    ] as const) {
      const run = await runCli(["clock", id, ...args, ...D]);
      expect(run.code, args.join(" ")).toBe(code);
      expect(run.stdout).toBe("");
      expect(run.stderr.trimEnd().split("\n")).toHaveLength(1);
    }
  });
});
