// The change log (R6): who, when, what — every change kept. The log's rows (who, when, which
// event) with a line saying what the event did, read from the log itself. Not to be confused with
// the audit (`handsdown audit`, src/core/audit/), the re-derivation of every pairing and score.
import { assertNever } from "../core/errors.js";
import type { TournamentEvent } from "../core/events.js";
import { describeRawResult } from "../core/result-words.js";
import { describeDuration } from "../core/event-rules/timer.js";
import type { ChangeLogLine } from "../core/views/types.js";
import type { EventStore } from "../store/event-store.js";
import { toTournamentEvent } from "./event-log.js";

/** Where a game was played, as the console lists games: "round 3 game 1, table 2". */
const placeWords = (round: number, game: number, where: string): string =>
  `round ${round} game ${game}, ${where}`;

// IDs stay IDs here: the console and the CLI put names in their place.
const words = (result: Readonly<Record<string, unknown>>): string => describeRawResult(result, (id) => id);

/**
 * `placeOf` says where a game was played ("round 3 game 1, table 2"), when the log paired it:
 * the console lists games so, while the log and the CLI know them by their game ID.
 */
export function describeEvent(
  event: TournamentEvent,
  placeOf: (gameId: number) => string | undefined = () => undefined,
): string {
  const game = (id: number): string => {
    const place = placeOf(id);
    return place ? `game ${id} (${place})` : `game ${id}`;
  };
  switch (event.type) {
    case "EventCreated":
      return `${event.data.isImported ? "imported" : "created"} "${event.data.event.name}" (${event.data.event.date}, ${event.data.event.game})`;
    case "PlayerRegistered":
      return `registered ${event.data.player.id}`;
    case "LatePlayerEntered":
      return `late entry ${event.data.player.id} (missed ${event.data.missedGames} game(s), 0(+0) each)`;
    case "PlayerCheckedIn":
      return `checked in ${event.data.playerId}`;
    case "PlayerDropped":
      return `dropped ${event.data.playerId}${event.data.reason ? `: ${event.data.reason}` : ""}`;
    case "PlayerQuit":
      return `${event.data.playerId} quit${event.data.gameId === undefined ? "" : ` ${game(event.data.gameId)}`}`;
    case "PlayerDisqualified":
      return `disqualified ${event.data.playerId}: ${event.data.reason}`;
    case "PlayerReinstated":
      return `reinstated ${event.data.playerId}`;
    case "PlayerRemoved":
      return `removed ${event.data.playerId} before game 1${event.data.reason ? `: ${event.data.reason}` : ""}`;
    case "PlayerCorrected": {
      const { playerId, player } = event.data;
      const name = player.name ?? [player.firstName, player.lastName].filter(Boolean).join(" ");
      return `corrected ${playerId}: ${name}${player.birthDate ? `, born ${player.birthDate}` : ""}${player.id === playerId ? "" : `; new ID ${player.id} (R1)`}`;
    }
    case "GamePaired":
      return `paired round ${event.data.round} game ${event.data.game}${event.data.isFinal ? " (final)" : ""}: ${event.data.tables.length} table(s), ${event.data.byes.length} bye(s)`;
    case "PlayersSwapped":
      return `swapped ${event.data.players.join(" and ")}: ${event.data.reason}`;
    case "FinalSideChosen":
      return `${event.data.playerId}, the higher seed, chose ${event.data.side === "dark" ? "Dark Side" : "Light Side"} for Final Confrontation ${game(event.data.gameId)} (F1)`;
    case "FinalConfrontationWaived":
      return `${event.data.playerId}, the second seed, waived the Final Confrontation (F4): the first seed is 1st, he is 2nd (F5)`;
    case "PairingUndone":
      return `undid pairing ${event.data.pairing}`;
    case "ResultReported": {
      const { gameId, result, reportedBy, replaces } = event.data;
      // R6: staff decided a table whose player report did not stand: who reported, who disputed.
      if (replaces)
        return `decided ${game(gameId)}: ${words(result)}, in place of ${replaces.reportedBy}'s report (${words(replaces.result)})${replaces.disputedBy ? `, disputed by ${replaces.disputedBy}` : ", not yet accepted"}`;
      return `result of ${game(gameId)}${reportedBy ? ` reported by ${reportedBy}` : ""}: ${words(result)}`;
    }
    case "ResultAccepted":
      return `${event.data.playerId} accepted the result of ${game(event.data.gameId)}`;
    case "ResultDisputed":
      return `${event.data.playerId} disputed the result of ${game(event.data.gameId)}${event.data.result ? `, reporting instead: ${words(event.data.result)}` : ""}; the TD decides (R6)`;
    case "ResultCorrected":
      return `corrected ${game(event.data.gameId)}: ${words(event.data.previous)} → ${words(event.data.result)} (${event.data.reason})`;
    case "GameRecorded": {
      const { record, gameId } = event.data;
      const place =
        record.table === undefined
          ? `round ${record.round} game ${record.game}`
          : placeWords(record.round, record.game, `table ${record.table}`);
      return `recorded ${record.stage ?? "swiss"} game ${gameId} (${place}): ${record.result ? words(record.result) : "no result"}`;
    }
    case "DeckListRecorded":
      return `deck list of ${event.data.playerId}`;
    case "DeckCheckRecorded":
      return `deck check of ${event.data.playerId}: ${event.data.passed ? "passed" : `failed, ${event.data.explanation}`}`;
    case "EventFinished":
      return "finished the event";
    case "EventSettingsChanged":
      return `changed the event's ${Object.entries(event.data)
        .map(([key, value]) => `${key} to ${typeof value === "string" ? `"${value}"` : String(value)}`)
        .join(", ")}`;
    case "TimerStarted":
      return `started the timer: ${Math.round(event.data.durationMs / 60_000)} min${event.data.label ? ` (${event.data.label})` : ""}`;
    case "TimerPaused":
      return "paused the timer";
    case "TimerResumed":
      return "resumed the timer";
    case "TimerAdjusted":
      return `adjusted the timer by ${event.data.deltaMs < 0 ? "" : "+"}${describeDuration(event.data.deltaMs)}`;
    case "TimerStopped":
      return "stopped the timer";
    case "TableTimeExtended":
      return `gave ${game(event.data.gameId)} ${describeDuration(event.data.deltaMs)} extra time`;
    default:
      return assertNever(event);
  }
}

export async function readChangeLog(store: EventStore, stream: string): Promise<ChangeLogLine[]> {
  const places = new Map<number, string>();
  return (await store.read(stream)).map((stored) => {
    const event = toTournamentEvent(stored);
    if (event.type === "GamePaired") {
      const { round, game, tables, byes } = event.data;
      for (const t of tables) places.set(t.gameId, placeWords(round, game, `table ${t.table}`));
      for (const b of byes) places.set(b.gameId, placeWords(round, game, "bye"));
    }
    return {
      version: stored.version,
      recordedAt: stored.recordedAt,
      ...(stored.actor !== undefined && { actor: stored.actor }),
      ...(stored.commandId !== undefined && { commandId: stored.commandId }),
      type: stored.type,
      what: describeEvent(event, (id) => places.get(id)),
    };
  });
}
