// The one way the pages talk to the server: JSON over docs/server.md. Errors come back
// as problem+json and are thrown as ApiError with the server's words (field and rule included).

export interface Problem {
  readonly type?: string;
  readonly title: string;
  readonly status: number;
  readonly detail?: string;
  readonly code?: string;
  readonly field?: string;
  readonly rule?: string;
}

export class ApiError extends Error {
  constructor(readonly problem: Problem) {
    super(describeProblem(problem));
  }
}

/**
 * One line for a person: what is wrong, where, and which rule. The server's edge (and the core,
 * often) names the field before its words already (docs/server.md "Errors"): it is not said twice.
 */
export function describeProblem(problem: Problem): string {
  const detail = problem.detail ?? problem.title;
  const where = problem.field && !detail.startsWith(`${problem.field}: `) ? `${problem.field}: ` : "";
  const rule = problem.rule ? ` (${problem.rule})` : "";
  return `${where}${detail}${rule}`;
}

const CSRF_KEY = "handsdown.csrf";

/** Set after login: cookie-authenticated writes carry it (docs/architecture.md, X-CSRF-Token). */
export function rememberCsrfToken(token: string | undefined): void {
  if (token) sessionStorage.setItem(CSRF_KEY, token);
  else sessionStorage.removeItem(CSRF_KEY);
}

/**
 * docs/architecture.md: `GET /api/me` answers a cookie session's CSRF token. sessionStorage is per tab, so
 * a second tab of a signed-in browser (a Ctrl-click, a bookmark) learns it here before writing.
 */
export async function refreshCsrfToken(): Promise<boolean> {
  try {
    const response = await fetch("/api/me", {
      headers: { accept: "application/json" },
      credentials: "same-origin",
    });
    if (!response.ok) return false;
    const me = (await response.json()) as { csrfToken?: string; username?: string };
    if (me.csrfToken) rememberCsrfToken(me.csrfToken);
    return me.csrfToken !== undefined;
  } catch {
    return false;
  }
}

export async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  try {
    return await send<T>(method, path, body);
  } catch (failure) {
    // A tab without the session's CSRF token (its own sessionStorage is empty): fetch it, once.
    if (
      failure instanceof ApiError &&
      failure.problem.code === "CSRF_TOKEN_MISSING" &&
      (await refreshCsrfToken())
    )
      return send<T>(method, path, body);
    throw failure;
  }
}

async function send<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (body !== undefined) headers["content-type"] = "application/json";
  const csrf = sessionStorage.getItem(CSRF_KEY);
  if (csrf && method !== "GET") headers["x-csrf-token"] = csrf;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: "same-origin",
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
  } catch {
    throw new ApiError({
      title: "The server cannot be reached: check the connection and try again.",
      status: 0,
    });
  }
  const text = await response.text();
  const data: unknown = text ? safeParse(text) : undefined;
  if (!response.ok) {
    const problem = (data && typeof data === "object" ? data : {}) as Partial<Problem>;
    throw new ApiError({
      title: problem.title ?? response.statusText,
      status: response.status,
      ...problem,
    } as Problem);
  }
  return data as T;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { title: text.slice(0, 200) };
  }
}

export const get = <T>(path: string): Promise<T> => api<T>("GET", path);

export function newCommandId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

const RETRY_DELAYS_MS = [400, 1_200, 3_000];

/**
 * A write the server applies once (docs/architecture.md: an optional `commandId`; a repeat answers the
 * first outcome and writes nothing): the body gets a commandId, and when the answer is lost on
 * the way back (venue wifi), the same body is sent again — so a retry never applies it twice.
 */
export async function postOnce<T>(path: string, body: Record<string, unknown>): Promise<T> {
  const once = { ...body, commandId: newCommandId() };
  for (let attempt = 0; ; attempt++) {
    try {
      return await post<T>(path, once);
    } catch (failure) {
      const isLost = failure instanceof ApiError && failure.problem.status === 0;
      const delay = RETRY_DELAYS_MS[attempt];
      if (!isLost || delay === undefined) throw failure;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
export const post = <T>(path: string, body?: unknown): Promise<T> => api<T>("POST", path, body ?? {});
export const put = <T>(path: string, body?: unknown): Promise<T> => api<T>("PUT", path, body ?? {});
