// docs/architecture.md: the log is the only state. This port is all the rest of the program
// knows about persistence; the events are opaque JSON here — their meaning lives in src/core.
import type { Result } from "../core/errors.js";

/** A JSON value: what an event's data is allowed to be, so every adapter stores the same thing. */
export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

/** Time is injected so tests are deterministic and the change log (R6) shows the real moment. */
export type Clock = () => Date;

export interface NewEvent {
  readonly type: string;
  /** Must be plain JSON (no undefined, functions, Dates, NaN, cycles); checked before anything is written. */
  readonly data: unknown;
  /** Version of this event type's data shape, for upcasting old events; 1 when omitted. */
  readonly schemaVersion?: number;
  /**
   * The client-chosen id of the command that produced this event. Stored with it, never
   * interpreted here: what a retried id means is the app's rule (docs/adr/0004-event-model.md).
   */
  readonly commandId?: string;
  /** Who gave that command (R6 change log), e.g. `td:alice` or `player:johnbrown110260`. */
  readonly actor?: string;
}

export interface StoredEvent {
  readonly stream: string;
  /** 1, 2, 3… within the stream, no gaps. */
  readonly version: number;
  /** Global order across all streams, strictly increasing (gaps allowed): drives live updates. */
  readonly position: number;
  readonly type: string;
  readonly data: Json;
  readonly schemaVersion: number;
  readonly commandId?: string;
  readonly actor?: string;
  /** ISO 8601, from the store's injected clock; the same for every event of one append. */
  readonly recordedAt: string;
}

export interface AppendSuccess {
  readonly stream: string;
  /** The stream's version after the append: the expectedVersion of the next one. */
  readonly version: number;
  /** Global position of the last event written (0 when nothing was ever written). */
  readonly position: number;
  /** The events as stored, in order. */
  readonly events: readonly StoredEvent[];
}

/** Optimistic concurrency: someone else appended first. Reload, decide again, retry. */
export interface VersionConflict {
  readonly code: "VERSION_CONFLICT";
  readonly stream: string;
  readonly expectedVersion: number;
  readonly actualVersion: number;
  readonly isRetryable: true;
  readonly message: string;
}

export type AppendResult = Result<AppendSuccess, VersionConflict>;

/** R6: who, when, what — one line per event. */
export interface AuditEntry {
  readonly stream: string;
  readonly version: number;
  readonly position: number;
  readonly type: string;
  readonly actor?: string;
  readonly commandId?: string;
  readonly recordedAt: string;
}

export interface StreamInfo {
  readonly stream: string;
  readonly version: number;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export type EventHandler = (event: StoredEvent) => void | Promise<void>;

export interface SubscribeOptions {
  /** Called if onEvent throws; the subscription then stops. Defaults to console.error. */
  readonly onError?: (error: unknown) => void;
  /**
   * Whether the subscription is live: false while the store cannot be read or, with PostgreSQL,
   * while its LISTEN connection is down (it retries; nothing is missed or repeated when it is
   * back, since it reads on from the last position it delivered). Called on every change.
   */
  readonly onStatus?: (isLive: boolean, error?: unknown) => void;
}

export type Unsubscribe = () => Promise<void>;

export interface EventStore {
  /**
   * Appends all events or none, in order, in one transaction. expectedVersion is the version
   * the caller decided on (0 for a new stream); any other current version gives a
   * VERSION_CONFLICT value and writes nothing. The events of several commands may go in one
   * append (group commit: one fsync for all of them); each event names its own command and actor.
   */
  append(stream: string, expectedVersion: number, events: readonly NewEvent[]): Promise<AppendResult>;
  /** The stream's events with version > afterVersion (default 0: all), in version order. */
  read(stream: string, afterVersion?: number): Promise<StoredEvent[]>;
  /** Events of every stream with position > afterPosition (0: from the start), in position order. */
  readAll(afterPosition: number, limit?: number): Promise<StoredEvent[]>;
  /**
   * Calls onEvent, one at a time and in position order, for every event after afterPosition:
   * first those already stored, then each new one. Resolves once live, so any append that
   * starts after it resolves is delivered (SSE Last-Event-ID resumes this way).
   */
  subscribe(afterPosition: number, onEvent: EventHandler, options?: SubscribeOptions): Promise<Unsubscribe>;
  /** Every stream, in creation order. */
  listStreams(): Promise<StreamInfo[]>;
  /** R6 change log of one stream, in version order. */
  audit(stream: string): Promise<AuditEntry[]>;
  close(): Promise<void>;
}
