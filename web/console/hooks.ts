// Small shared pieces of the console: loading a resource, sending a command, navigation.
import { useCallback, useEffect, useState } from "preact/hooks";
import { ApiError, get, postOnce } from "../shared/api.js";
import { problemText, type WordsContext } from "../shared/problem-words.js";
import { waitForSignIn } from "./session.js";

export interface Loaded<T> {
  readonly data: T | undefined;
  readonly error: string | undefined;
  readonly reload: () => void;
}

/** GETs `path` (again whenever `version` changes); a 401 asks the TD to sign in again, then reloads. */
export function useResource<T>(path: string | null, version = 0): Loaded<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (path === null) return;
    let cancelled = false;
    get<T>(path).then(
      (value) => {
        if (cancelled) return;
        setData(value);
        setError(undefined);
      },
      (failure: unknown) => {
        if (cancelled) return;
        if (failure instanceof ApiError && failure.problem.status === 401) {
          void waitForSignIn().then(() => setTick((n) => n + 1));
          return;
        }
        // In words (problem-words.ts), not the server's field path before its detail.
        setError(errorText(failure));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [path, version, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { data, error, reload };
}

export interface CommandAnswer {
  readonly version: number;
  readonly events: readonly { readonly type: string; readonly data?: unknown }[];
}

/**
 * POSTs one core command to the event (docs/architecture.md) with a commandId, sent again with the same id
 * when the answer is lost, so it is applied once; the error is the server's one line.
 */
export function sendCommand(eventId: string, command: Record<string, unknown>): Promise<CommandAnswer> {
  return postOnce<CommandAnswer>(`/api/events/${encodeURIComponent(eventId)}/commands`, command);
}

export function navigate(path: string): void {
  if (location.pathname + location.search === path) return;
  history.pushState(null, "", path);
  dispatchEvent(new PopStateEvent("popstate"));
}

/** The current path, updated on navigation (links inside the console do not reload the page). */
export function usePath(): string {
  const [path, setPath] = useState(location.pathname + location.search);
  useEffect(() => {
    const update = (): void => setPath(location.pathname + location.search);
    addEventListener("popstate", update);
    return () => removeEventListener("popstate", update);
  }, []);
  return path;
}

/** A click on an in-console link navigates without a reload (modified clicks open tabs as usual). */
export function onLinkClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target.closest("a") : null;
  if (
    !target ||
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey
  )
    return;
  const href = target.getAttribute("href");
  if (!href?.startsWith("/") || href.startsWith("/api/") || target.target || target.hasAttribute("download"))
    return;
  if (!isConsolePath(href)) return;
  event.preventDefault();
  navigate(href);
}

/** The console's own routes (docs/architecture.md); others (public pages) load their own page. */
export function isConsolePath(path: string): boolean {
  return path === "/" || path.startsWith("/new") || /^\/events\/[^/]+\/(manage|print)/.test(path);
}

/** A refusal in words a TD reads: names, tables, minutes, the form's words (problem-words.ts). */
export function errorText(failure: unknown, context?: WordsContext): string {
  if (failure instanceof ApiError) return problemText(failure.problem, context);
  return failure instanceof Error ? failure.message : String(failure);
}
