// docs/adr/0004-event-model.md: evolve trusts the log because only decide() writes it. Events that
// arrive already made (a laptop publishing its log to a hosted server, docs/server.md "Publish")
// are let in on the same terms: each run of them must be exactly what decide() gives for some
// command on the state the events before it leave. The core decides; the log never holds an event
// the core could not have produced. Pure: events in, the folded state or the core's refusal out.
import type { PlayerInput, TournamentCommand } from "../commands.js";
import { decide } from "../decide.js";
import { assertNever, fail, ok, type DomainError, type Result } from "../errors.js";
import { evolve } from "../evolve.js";
import { isTournamentEventType, type TournamentEvent, type TournamentEventType } from "../events.js";
import { RESULTS_FORMAT, RESULTS_VERSION } from "../results-file/schema.js";
import type { TournamentState } from "./state.js";

/** An event as it arrived: a known type, data not yet trusted. */
export interface UncheckedEvent {
  readonly type: string;
  readonly data: unknown;
}

/** A command that may have written the events at some index, and the instant it ran at. */
interface Candidate {
  readonly command: TournamentCommand;
  readonly now?: string;
}

type Data = Readonly<Record<string, unknown>>;

function dataOf(event: UncheckedEvent | undefined): Data {
  const data = event?.data;
  return typeof data === "object" && data !== null && !Array.isArray(data) ? (data as Data) : {};
}

/** R1 input fields of a registered player: what RegisterPlayer / EnterLatePlayer take. */
function playerInputOf(player: unknown): PlayerInput {
  const entry = typeof player === "object" && player !== null ? (player as Data) : {};
  const input: Record<string, unknown> = {};
  for (const key of ["id", "firstName", "lastName", "name", "birthDate"] as const)
    if (entry[key] !== undefined) input[key] = entry[key];
  return input as PlayerInput;
}

/** R4/R5: a timer event's instant, as the ISO time its command ran at. */
function instantOf(at: unknown): string | undefined {
  if (typeof at !== "number" || !Number.isFinite(at)) return undefined;
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/**
 * docs/rules.md §6 import: the EventCreated of an import and the registrations and recorded games after
 * it are one file. Longest first (a registration or tiebreaker game entered after an import
 * without games reads the same as one more line of the file, and is as valid).
 */
function importCandidates(events: readonly UncheckedEvent[], at: number): Candidate[] {
  let end = at + 1;
  while (events[end]?.type === "PlayerRegistered") end++;
  const playersEnd = end;
  while (events[end]?.type === "GameRecorded") end++;
  const fileOf = (stop: number): Candidate => ({
    command: {
      type: "ImportResultsFile",
      file: {
        format: RESULTS_FORMAT,
        version: RESULTS_VERSION,
        event: dataOf(events[at]).event,
        players: events.slice(at + 1, Math.min(stop, playersEnd)).map((e) => dataOf(e).player),
        games: events.slice(playersEnd, Math.max(stop, playersEnd)).map((e) => dataOf(e).record),
      },
    },
  });
  return [...new Set([end, playersEnd, at + 1])].map(fileOf);
}

function candidatesAt(events: readonly UncheckedEvent[], at: number): Candidate[] {
  const event = events[at]!;
  const d = dataOf(event);
  const str = (key: string) => d[key] as string;
  const num = (key: string) => d[key] as number;
  if (!isTournamentEventType(event.type)) return [];
  // Exhaustive: a new event type does not compile until it names the command that writes it.
  const type: TournamentEventType = event.type;
  switch (type) {
    case "EventCreated":
      return d.isImported === true
        ? importCandidates(events, at)
        : [{ command: { type: "CreateEvent", event: d.event } }];
    case "PlayerRegistered":
      return [{ command: { type: "RegisterPlayer", player: playerInputOf(d.player) } }];
    case "LatePlayerEntered":
      return [{ command: { type: "EnterLatePlayer", player: playerInputOf(d.player) } }];
    case "PlayerCheckedIn":
      return [{ command: { type: "CheckInPlayer", playerId: str("playerId") } }];
    case "PlayerRemoved":
      return [
        {
          command: {
            type: "RemovePlayer",
            playerId: str("playerId"),
            ...(d.reason !== undefined && { reason: str("reason") }),
          },
        },
      ];
    case "PlayerCorrected": {
      // R1: the ID a correction gives is decided again from the corrected names, not pushed.
      const { id: _id, ...player } = playerInputOf(d.player) as PlayerInput & { id?: string };
      return [{ command: { type: "CorrectPlayer", playerId: str("playerId"), player } }];
    }
    case "PlayerDropped":
      return [
        {
          command: {
            type: "DropPlayer",
            playerId: str("playerId"),
            ...(d.reason !== undefined && { reason: str("reason") }),
          },
        },
      ];
    case "PlayerQuit":
      return [{ command: { type: "QuitPlayer", playerId: str("playerId") } }];
    case "PlayerDisqualified":
      return [{ command: { type: "DisqualifyPlayer", playerId: str("playerId"), reason: str("reason") } }];
    case "PlayerReinstated":
      return [{ command: { type: "ReinstatePlayer", playerId: str("playerId") } }];
    case "GamePaired": {
      // docs/rules.md §2: the same log always gives the same pairing; which system the TD asked for is
      // read from the pairing (a Final Confrontation, N2's top cut of that many players).
      const seats = [
        ...(Array.isArray(d.tables) ? d.tables : []).flatMap((t) => dataOf({ type: "", data: t }).players),
        ...(Array.isArray(d.byes) ? d.byes : []),
      ];
      const pair = (options: { final?: boolean; topCut?: number }): Candidate => ({
        command: { type: "PairNextGame", ...options },
      });
      return d.isFinal === true
        ? [pair({ final: true }), pair({ topCut: seats.length }), pair({})]
        : [pair({})];
    }
    case "PlayersSwapped": {
      const players = Array.isArray(d.players) ? (d.players as string[]) : [];
      return [
        {
          command: {
            type: "SwapPlayers",
            playerA: players[0]!,
            playerB: players[1]!,
            reason: str("reason"),
          },
        },
      ];
    }
    case "FinalSideChosen":
      return [
        { command: { type: "ChooseFinalSide", gameId: num("gameId"), side: d.side as "dark" | "light" } },
      ];
    case "FinalConfrontationWaived":
      return [{ command: { type: "WaiveFinalConfrontation", playerId: str("playerId") } }];
    case "PairingUndone":
      return [{ command: { type: "UndoPairing" } }];
    case "ResultReported": {
      const result = dataOf({ type: "", data: d.result });
      const report: Candidate = {
        command: {
          type: "ReportResult",
          gameId: num("gameId"),
          result: d.result as Data,
          ...(d.reportedBy !== undefined && { reportedBy: str("reportedBy") }),
        },
      };
      // S6: a quit during a game is its result and the quitter's drop, one command.
      if (result.end !== "quit" || events[at + 1]?.type !== "PlayerQuit") return [report];
      const quit: Candidate = {
        command: {
          type: "QuitPlayer",
          playerId: result.quitter as string,
          differential: result.differential as number,
          ...(result.beforePlay !== undefined && { beforePlay: result.beforePlay as boolean }),
        },
      };
      return [quit, report];
    }
    case "ResultDisputed":
      // R6: a player says the report is wrong, or reports another result over his opponent's.
      return d.result === undefined
        ? [{ command: { type: "DisputeResult", gameId: num("gameId"), playerId: str("playerId") } }]
        : [
            {
              command: {
                type: "ReportResult",
                gameId: num("gameId"),
                result: d.result as Data,
                reportedBy: str("playerId"),
              },
            },
          ];
    case "ResultAccepted":
      return [{ command: { type: "AcceptResult", gameId: num("gameId"), playerId: str("playerId") } }];
    case "ResultCorrected":
      return [
        {
          command: {
            type: "CorrectResult",
            gameId: num("gameId"),
            result: d.result as Data,
            reason: str("reason"),
          },
        },
      ];
    case "GameRecorded": {
      const record = dataOf({ type: "", data: d.record });
      return [
        {
          command: {
            type: "RecordTiebreakerGame",
            players: record.players as never,
            result: record.result as Data,
          },
        },
      ];
    }
    case "DeckListRecorded":
      return [{ command: { type: "RecordDeckList", playerId: str("playerId"), deckList: str("deckList") } }];
    case "DeckCheckRecorded": {
      const check = {
        type: "RecordDeckCheck" as const,
        playerId: str("playerId"),
        passed: d.passed as boolean,
        ...(d.failure !== undefined && { failure: d.failure as never }),
      };
      // S7: whether the deck could match its list changes the penalty; the event records the penalty.
      return [
        { command: check },
        { command: { ...check, canMatchList: false } },
        { command: { ...check, canMatchList: true } },
      ];
    }
    case "EventFinished":
      return [{ command: { type: "FinishEvent" } }];
    case "EventSettingsChanged": {
      const settings = {
        ...(d.name !== undefined && { name: str("name") }),
        ...(d.date !== undefined && { date: str("date") }),
        ...(d.sanctioned !== undefined && { sanctioned: d.sanctioned as boolean }),
      };
      return [{ command: { type: "ChangeEventSettings", settings } }];
    }
    case "TimerStarted":
    case "TimerPaused":
    case "TimerResumed":
    case "TimerAdjusted":
    case "TimerStopped":
    case "TableTimeExtended": {
      const now = instantOf(d.at);
      if (now === undefined) return [];
      const command: TournamentCommand =
        type === "TimerStarted"
          ? {
              type: "StartTimer",
              durationMs: num("durationMs"),
              ...(d.label !== undefined && { label: str("label") }),
            }
          : type === "TimerPaused"
            ? { type: "PauseTimer" }
            : type === "TimerResumed"
              ? { type: "ResumeTimer" }
              : type === "TimerAdjusted"
                ? { type: "AdjustTimer", deltaMs: num("deltaMs") }
                : type === "TimerStopped"
                  ? { type: "StopTimer" }
                  : { type: "ExtendTableTime", gameId: num("gameId"), deltaMs: num("deltaMs") };
      return [{ command, now }];
    }
    default:
      return assertNever(type);
  }
}

/** JSON's view of a value with keys in one order: the log stores JSON (a database may reorder keys). */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== "object" || value === null) return value;
  const entries = Object.entries(value as Data)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([k, v]) => [k, canonical(v)]));
}

/** The first place two JSON values differ, as a path (`data.tables[0].players[1].id`), or undefined. */
export function firstDifference(expected: unknown, actual: unknown, path = ""): string | undefined {
  if (Array.isArray(expected) && Array.isArray(actual)) {
    for (let i = 0; i < Math.max(expected.length, actual.length); i++) {
      const at = firstDifference(expected[i], actual[i], `${path}[${i}]`);
      if (at !== undefined) return at;
    }
    return undefined;
  }
  const isObject = (v: unknown) => typeof v === "object" && v !== null && !Array.isArray(v);
  if (isObject(expected) && isObject(actual)) {
    const keys = [...new Set([...Object.keys(expected as Data), ...Object.keys(actual as Data)])].sort();
    for (const key of keys) {
      const at = firstDifference(
        (expected as Data)[key],
        (actual as Data)[key],
        path === "" ? key : `${path}.${key}`,
      );
      if (at !== undefined) return at;
    }
    return undefined;
  }
  return JSON.stringify(canonical(expected)) === JSON.stringify(canonical(actual)) ? undefined : path;
}

function asJson(value: unknown): unknown {
  return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
}

type Attempt =
  | { readonly ok: true; readonly events: readonly TournamentEvent[] }
  | { readonly ok: false; readonly why: DomainError; readonly distance: number };

function attempt(
  state: TournamentState,
  candidate: Candidate,
  events: readonly UncheckedEvent[],
  at: number,
): Attempt {
  let decided: Result<TournamentEvent[]>;
  try {
    decided = decide(candidate.command, state, { now: candidate.now ?? "1970-01-01T00:00:00.000Z" });
  } catch {
    // Data of the wrong type reaches a rule that assumed the edge had checked it: not a command.
    decided = fail("INVALID_FIELD", "data", "docs/rules.md §6", "its data is not what any command writes");
  }
  if (!decided.ok) return { ok: false, why: decided.error, distance: 0 };
  for (const [k, made] of decided.value.entries()) {
    const pushed = events[at + k];
    const where =
      pushed === undefined
        ? "missing"
        : pushed.type !== made.type
          ? "type"
          : firstDifference(asJson(made.data), canonical(pushed.data), "data");
    if (where !== undefined) {
      const message =
        where === "missing"
          ? `${candidate.command.type} also writes ${made.type} after it`
          : `${candidate.command.type} on the log before it gives ${where === "type" ? made.type : `another ${where}`}`;
      return {
        ok: false,
        why: { code: "INVALID_FIELD", field: where, rule: "docs/rules.md §6", message },
        distance: k,
      };
    }
  }
  return { ok: true, events: decided.value };
}

/**
 * Folds `events` onto `state` if every one of them is what decide() writes on the log before it;
 * else the first that is not, with the core's reason (its `field` is `events[i]…`, i from 0).
 */
export function replayCheck(
  state: TournamentState,
  events: readonly UncheckedEvent[],
): Result<TournamentState> {
  let current = state;
  let at = 0;
  while (at < events.length) {
    const candidates = candidatesAt(events, at);
    let best: { why: DomainError; distance: number } | undefined;
    let matched: readonly TournamentEvent[] | undefined;
    for (const candidate of candidates) {
      const tried = attempt(current, candidate, events, at);
      if (tried.ok) {
        matched = tried.events;
        break;
      }
      if (!best || tried.distance > best.distance) best = tried;
    }
    if (!matched) {
      const why = best?.why;
      const index = at + (best?.distance ?? 0);
      const type = events[index]?.type ?? events[at]!.type;
      const field = why && why.field.startsWith("data") ? `.${why.field}` : "";
      return fail(
        why?.code ?? "INVALID_FIELD",
        `events[${index}]${field}`,
        why?.rule ?? "docs/rules.md §6",
        `${type} is not what any command writes on the log before it${why ? `: ${why.message}` : ""}`,
      );
    }
    // Fold what decide wrote (equal to what was pushed), never the pushed data itself.
    for (const event of matched) current = evolve(current, event);
    at += matched.length;
  }
  return ok(current);
}
