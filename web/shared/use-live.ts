// A page's data, kept current: loaded once, then reloaded whenever the event's live stream
// (docs/server.md) reports anything, when the stream reconnects after venue wifi dropped, when the
// phone wakes the tab, and every 30 s as a fallback while the stream is down.
import { useEffect, useRef, useState } from "preact/hooks";
import { ApiError } from "./api.js";
import { followEvent, type LiveMessage } from "./live.js";

export interface LiveResource<T> {
  readonly data: T | undefined;
  readonly error: string | undefined;
  /** false while the live stream is down (the page says "reconnecting"). */
  readonly online: boolean;
  readonly reload: () => void;
}

const DEBOUNCE_MS = 120;
const FALLBACK_POLL_MS = 30_000;

export function useLive<T>(
  eventId: string | undefined,
  load: () => Promise<T>,
  onMessage?: (message: LiveMessage) => void,
): LiveResource<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const [online, setOnline] = useState(true);
  const loadRef = useRef(load);
  loadRef.current = load;
  const messageRef = useRef(onMessage);
  messageRef.current = onMessage;
  const reloadRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let running = false;
    let again = false;

    async function run(): Promise<void> {
      if (running) {
        again = true; // a change arrived during the load: load once more afterwards
        return;
      }
      running = true;
      try {
        const value = await loadRef.current();
        if (!cancelled) {
          setData(value);
          setError(undefined);
        }
      } catch (e) {
        if (!cancelled) setError(e instanceof ApiError || e instanceof Error ? e.message : String(e));
      } finally {
        running = false;
        if (again && !cancelled) {
          again = false;
          void run();
        }
      }
    }
    const schedule = (): void => {
      clearTimeout(timer);
      timer = setTimeout(() => void run(), DEBOUNCE_MS);
    };
    reloadRef.current = schedule;
    void run();

    let poll: ReturnType<typeof setInterval> | undefined;
    const close = eventId
      ? followEvent(
          eventId,
          (message) => {
            messageRef.current?.(message);
            schedule();
          },
          (isOnline) => {
            setOnline(isOnline);
            if (!isOnline && !poll) poll = setInterval(schedule, FALLBACK_POLL_MS);
            if (isOnline) {
              clearInterval(poll);
              poll = undefined;
              // A change made between the first load and the stream's opening reaches the page
              // through neither (the stream starts at the end of the log): load again once it is
              // open. After an outage missed messages are resent, but this refetch makes sure.
              schedule();
            }
          },
        )
      : () => undefined;
    const onVisible = (): void => {
      if (document.visibilityState === "visible") schedule();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      clearInterval(poll);
      close();
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [eventId]);

  return { data, error, online, reload: () => reloadRef.current() };
}

/** A small line telling people the screen may be behind. */
export function offlineText(online: boolean): string | null {
  return online ? null : "Connection lost — reconnecting; the page updates by itself when it is back.";
}
