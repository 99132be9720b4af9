// Shared by every adapter: checks an append's arguments and turns the events into rows before
// any write starts, so a bad event in the middle of a batch cannot leave a half-written one.
import type { Clock, NewEvent } from "./event-store.js";
import { toJsonText } from "./json.js";

export interface PendingEvent {
  readonly type: string;
  readonly dataText: string;
  readonly schemaVersion: number;
  readonly commandId: string | undefined;
  readonly actor: string | undefined;
}

export interface PreparedAppend {
  readonly stream: string;
  readonly expectedVersion: number;
  readonly events: readonly PendingEvent[];
  readonly recordedAt: string;
}

export function prepareAppend(
  stream: string,
  expectedVersion: number,
  events: readonly NewEvent[],
  now: Clock,
): PreparedAppend {
  assertName("stream", stream);
  assertCount("expectedVersion", expectedVersion, 0);
  if (!Array.isArray(events)) throw new TypeError("events must be an array");
  const pending = events.map((event, index) => toPendingEvent(event, index));
  const moment = now();
  if (Number.isNaN(moment.getTime())) throw new RangeError("the store's clock returned an invalid Date");
  return { stream, expectedVersion, events: pending, recordedAt: moment.toISOString() };
}

function toPendingEvent(event: NewEvent, index: number): PendingEvent {
  assertName(`events[${index}].type`, event.type);
  if (event.commandId !== undefined) assertName(`events[${index}].commandId`, event.commandId);
  if (event.actor !== undefined) assertName(`events[${index}].actor`, event.actor);
  const schemaVersion = event.schemaVersion ?? 1;
  assertCount(`events[${index}].schemaVersion`, schemaVersion, 1);
  return {
    type: event.type,
    dataText: toJsonText(event.data, `events[${index}].data`),
    schemaVersion,
    commandId: event.commandId,
    actor: event.actor,
  };
}

function assertName(what: string, value: string): void {
  if (typeof value !== "string" || value.length === 0)
    throw new TypeError(`${what} must be a non-empty string`);
}

function assertCount(what: string, value: number, min: number): void {
  if (!Number.isSafeInteger(value) || value < min)
    throw new RangeError(`${what} must be an integer ≥ ${min}, got ${String(value)}`);
}

/** 0 when omitted; the same check as expectedVersion, for read/readAll arguments. */
export function toAfter(what: string, value: number | undefined): number {
  const after = value ?? 0;
  assertCount(what, after, 0);
  return after;
}

/** undefined means no limit. */
export function toLimit(value: number | undefined): number | undefined {
  if (value === undefined) return undefined;
  assertCount("limit", value, 1);
  return value;
}
