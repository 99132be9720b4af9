// `handsdown clock EVENT --watch` (the timer "in the terminal"): a live
// countdown driven in fake time — the R5 announcements as the core's marks pass, the profile's
// end-of-game rule at zero (S3 under SW-PC, "Hands down" under Decipher's), a pause made
// elsewhere shown at once, Ctrl-C stopping cleanly — and one real run through the CLI.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadTournament } from "../../app/event-log.js";
import { runCommand } from "../../app/command-pipeline.js";
import type { TournamentCommand } from "../../core/commands.js";
import { END_OF_GAME_RULES } from "../../core/event-rules/index.js";
import type { ProfileName } from "../../core/games.js";
import type { EventStore } from "../../store/event-store.js";
import { openStore } from "../../store/open-store.js";
import { runCli } from "../../../test/cli-harness.js";
import { watchClock, type ClockWatchDeps } from "./clock-watch.run.js";

const dir = mkdtempSync(join(tmpdir(), "handsdown-clock-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const T0 = Date.parse("2026-05-04T10:00:00Z");
const MINUTE = 60_000;
let streams = 0;

async function send(store: EventStore, stream: string, command: TournamentCommand, at: number) {
  const outcome = await runCommand(store, stream, command, {
    actor: "td:test",
    now: new Date(at),
    seed: "clock",
  });
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.error));
}

/** An event whose timer was started at T0 for `minutes`; the fake clock and sleep start there too. */
async function startedEvent(minutes: number, rules?: ProfileName) {
  const store = await openStore({ db: join(dir, `clock-${++streams}.db`) });
  const stream = `clock-${streams}`;
  const event = { name: "Clock", date: "2026-05-04", game: "swccg", ...(rules && { rules }) };
  await send(store, stream, { type: "CreateEvent", event } as TournamentCommand, T0);
  await send(
    store,
    stream,
    { type: "StartTimer", durationMs: minutes * MINUTE, label: "Round 1 game 1" },
    T0,
  );
  const clock = { now: T0 };
  const output: string[] = [];
  const stop = new AbortController();
  const wakeUps: ((now: number) => Promise<void>)[] = [];
  const deps: ClockWatchDeps = {
    now: () => clock.now,
    sleep: async (ms) => {
      clock.now += ms;
      for (const wake of wakeUps) await wake(clock.now);
    },
    load: async () => (await loadTournament(store, stream)).state,
    write: (text) => output.push(text),
    isTty: false,
    signal: stop.signal,
    endOfGame: END_OF_GAME_RULES[rules ?? "swccg-pc-2.3.6"],
  };
  return { store, stream, deps, output, stop, clock, wakeUps };
}

const announcements = (output: string[]): string[] =>
  output
    .join("")
    .split("\n")
    .filter((line) => line.startsWith("Announce:"));

describe("handsdown clock --watch: a live countdown in the terminal (R5)", () => {
  it("R5 announces every mark of a 60-minute game in order, then S3's end-of-game rule at zero", async () => {
    const { store, deps, output, clock } = await startedEvent(60);
    expect(await watchClock(deps)).toBe("time");
    await store.close();
    expect(announcements(output)).toEqual(
      [30, 20, 15, 10, 5, 4, 3, 2]
        .map((m) => `Announce: ${m} minutes remaining (R5)`)
        .concat("Announce: 1 minute remaining (R5)"),
    );
    const text = output.join("");
    expect(text).toContain("Time! 1:00:00 are over — Round 1 game 1");
    expect(text).toContain(END_OF_GAME_RULES["swccg-pc-2.3.6"].title);
    expect(text).toContain("(S3,");
    // It stopped at zero, not later: the countdown woke on each second, never skipping one.
    expect(clock.now - T0).toBeGreaterThanOrEqual(60 * MINUTE);
    expect(clock.now - T0).toBeLessThan(60 * MINUTE + 2000);
  });

  it("R5 Decipher profile: at zero it is hands down", async () => {
    const { store, deps, output } = await startedEvent(2, "swccg-decipher-6.99");
    expect(await watchClock(deps)).toBe("time");
    await store.close();
    expect(announcements(output)).toEqual(["Announce: 1 minute remaining (R5)"]);
    expect(output.join("")).toContain("Hands down");
  });

  it("R5 a pause made elsewhere (console, another terminal) shows at the next second; Ctrl-C stops cleanly", async () => {
    const { store, stream, deps, output, stop, wakeUps } = await startedEvent(30);
    let paused = false;
    wakeUps.push(async (now) => {
      if (!paused && now >= T0 + 12 * MINUTE) {
        paused = true;
        await send(store, stream, { type: "PauseTimer" }, now);
      } else if (paused && now >= T0 + 14 * MINUTE) stop.abort();
    });
    expect(await watchClock(deps)).toBe("stopped");
    await store.close();
    const lines = output.join("").split("\n");
    expect(lines).toContain("Announce: 20 minutes remaining (R5)");
    expect(lines.some((line) => /^PAUSED 1[78]:\d\d left of 30:00/.test(line))).toBe(true);
    expect(announcements(output)).not.toContain("Announce: 15 minutes remaining (R5)");
    expect(output.join("")).not.toContain("Time!");
  });

  it("R5 a TD's adjustment that skips marks announces only the one that applies now", async () => {
    const { store, stream, deps, output, stop, wakeUps } = await startedEvent(30);
    let adjusted = false;
    wakeUps.push(async (now) => {
      if (!adjusted && now >= T0 + 5 * MINUTE) {
        adjusted = true;
        await send(store, stream, { type: "AdjustTimer", deltaMs: -18 * MINUTE }, now);
      } else if (adjusted && now >= T0 + 6 * MINUTE) stop.abort();
    });
    expect(await watchClock(deps)).toBe("stopped");
    await store.close();
    expect(announcements(output)).toEqual(["Announce: 10 minutes remaining (R5)"]);
  });

  it("in a terminal the countdown redraws one line in place and leaves the cursor on a fresh line", async () => {
    const { store, deps, output, stop, wakeUps } = await startedEvent(5);
    wakeUps.push(async (now) => {
      if (now >= T0 + 3000) stop.abort();
    });
    expect(await watchClock({ ...deps, isTty: true })).toBe("stopped");
    await store.close();
    expect(output[0]).toBe("\r\x1b[2K5:00 left of 5:00 — Round 1 game 1   next announcement at 4 min");
    expect(output).toContain("\r\x1b[2K4:58 left of 5:00 — Round 1 game 1   next announcement at 4 min");
    expect(output.at(-1)).toBe("\n");
  });

  it("through the CLI: --watch with --json is a usage error; a short round runs to Time! and exits 0", async () => {
    const db = join(dir, "cli.db");
    const created = await runCli(["event", "create", "--name", "Watch", "--game", "stccg1e", "--db", db]);
    const event = created.stdout.trim();
    expect((await runCli(["clock", event, "--watch", "--json", "--db", db])).code).toBe(2);
    const idle = await runCli(["clock", event, "--watch", "--db", db]);
    expect([idle.code, idle.stdout]).toEqual([
      0,
      "Timer not started (handsdown clock EVENT start --watch)\n",
    ]);
    const run = await runCli(["clock", event, "start", "--minutes", "0.02", "--watch", "--db", db]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain("Time! 0:02 are over");
    expect(run.stdout).toContain(END_OF_GAME_RULES["stccg-decipher-6.99"].title);
  });
});
