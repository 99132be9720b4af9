// docs/architecture.md live stream: one EventSource per event; each message is named after the log event's
// type. The browser resends Last-Event-ID itself on reconnect, so nothing is missed; callers
// refetch their view when anything arrives.
import { TOURNAMENT_EVENT_TYPES } from "../../src/core/events.js";

export interface LiveMessage {
  readonly position: number;
  readonly type: string;
  readonly data: unknown;
}

/** Calls `onMessage` for each log event of the stream; returns a function that closes it. */
export function followEvent(
  eventId: string,
  onMessage: (message: LiveMessage) => void,
  onStatus?: (online: boolean) => void,
): () => void {
  const source = new EventSource(`/api/events/${encodeURIComponent(eventId)}/live`);
  const handle = (event: MessageEvent<string>): void => {
    let data: unknown;
    try {
      data = JSON.parse(event.data);
    } catch {
      data = undefined;
    }
    onMessage({ position: Number(event.lastEventId), type: event.type, data });
  };
  // Named SSE messages reach only listeners of that name.
  for (const type of TOURNAMENT_EVENT_TYPES) source.addEventListener(type, handle);
  source.onmessage = handle;
  source.onopen = () => onStatus?.(true);
  source.onerror = () => onStatus?.(false);
  return () => source.close();
}
