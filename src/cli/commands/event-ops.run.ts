// finish, log and tiebreaker: one core command each, or the audit view (R6, K5).
import type { ReportFlags } from "./report.run.js";
import { readChangeLog } from "../../app/change-log.js";
import { eventHasSides } from "../../core/event-rules/sealed-formats.js";
import type { Seat } from "../../core/events.js";
import { profileNameOfEvent } from "../../core/games.js";
import { describeActor } from "../../core/result-words.js";
import { badInput } from "../exit.js";
import { localDateTime } from "../local-time.js";
import { nameIndex, resolvePlayer } from "../live/players.js";
import { withEvent } from "../live/session.js";
import { toRawResult } from "../live/shorthand.js";
import { translateIds } from "../live/show.js";
import { formatTable, printJson, printLines } from "../output.js";
import { printStandings } from "./standings.run.js";

export interface TiebreakerFlags extends ReportFlags {
  readonly players: string;
}

export async function runFinish(eventId: string, flags: { db?: string; json?: boolean }): Promise<void> {
  await withEvent(flags, eventId, async (live) => {
    await live.send({ type: "FinishEvent" });
    const scored = live.view.scored;
    if (!scored.ok) return badInput(scored.error.message);
    if (!flags.json) printLines([`${live.state.event!.name} is finished. Final standings:`, ""]);
    printStandings(scored.value, flags, eventId);
  });
}

export async function runLog(eventId: string, flags: { db?: string; json?: boolean }): Promise<void> {
  await withEvent(flags, eventId, async (live) => {
    const log = await readChangeLog(live.store, eventId);
    if (flags.json) return printJson({ log });
    const nameOf = nameIndex(live.state.players);
    const what = translateIds(
      log.map((line) => line.what),
      live.state.players,
    );
    printLines(
      formatTable(
        ["#", "When", "Who", "What"],
        log.map((line, i) => [
          String(line.version),
          localDateTime(new Date(line.recordedAt)),
          describeActor(line.actor, nameOf),
          what[i]!,
        ]),
      ),
    );
  });
}

export async function runTiebreaker(eventId: string, flags: TiebreakerFlags): Promise<void> {
  await withEvent(flags, eventId, async (live) => {
    const event = live.state.event!;
    const names = flags.players
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    if (names.length < 2) return badInput("--players: name at least two tied players (K5)");
    const ids = names.map((text) => resolvePlayer(live.state.players, text, "--players", "K5"));
    // Star Wars games are played with sides: the first named plays Dark (docs/rules.md §6
    // `players[].side`); not in Secret Squirrel, whose decks have no allegiance (R12).
    const isDarkVersusLight = event.game === "swccg" && eventHasSides(event);
    const seats: Seat[] = ids.map((id, i) =>
      isDarkVersusLight && ids.length === 2 ? { id, side: i === 0 ? "dark" : "light" } : { id },
    );
    const profile = profileNameOfEvent(event);
    const result = toRawResult(flags, profile, seats, live.state.players, event.options?.cap ?? 100);
    await live.send({ type: "RecordTiebreakerGame", players: seats, result });
    const scored = live.view.scored;
    if (!scored.ok) return badInput(scored.error.message);
    if (!flags.json) printLines(["Tiebreaker game recorded (K5). Standings:", ""]);
    printStandings(scored.value, flags, eventId);
  });
}
