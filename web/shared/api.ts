// The one way the pages talk to the server: JSON over DESIGN.md's HTTP contract. Errors come back
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

/** One line for a person: what is wrong, where, and which rule. */
export function describeProblem(problem: Problem): string {
  const where = problem.field ? `${problem.field}: ` : "";
  const rule = problem.rule ? ` (${problem.rule})` : "";
  return `${where}${problem.detail ?? problem.title}${rule}`;
}

const CSRF_KEY = "handsdown.csrf";

/** Set after login: cookie-authenticated writes carry it (DESIGN.md, X-CSRF-Token). */
export function rememberCsrfToken(token: string | undefined): void {
  if (token) sessionStorage.setItem(CSRF_KEY, token);
  else sessionStorage.removeItem(CSRF_KEY);
}

export async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
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
export const post = <T>(path: string, body?: unknown): Promise<T> => api<T>("POST", path, body ?? {});
export const put = <T>(path: string, body?: unknown): Promise<T> => api<T>("PUT", path, body ?? {});
