// Who is signed in, for this tab. The server's session cookie is the credential; sessionStorage
// (per tab) remembers the name to show and the CSRF token writes carry. A tab opened later (a
// Ctrl-click, a bookmark) asks GET /api/me, which answers both for a live cookie session
// (docs/architecture.md); a session that truly ended asks for the password again without leaving the page.
import { get, post, rememberCsrfToken } from "../shared/api.js";

const USER_KEY = "handsdown.user";
/** In localStorage (every tab of this browser): someone signed in here and did not sign out. */
const BROWSER_KEY = "handsdown.signedIn";

function setBrowserHint(username: string | null): void {
  try {
    if (username === null) localStorage.removeItem(BROWSER_KEY);
    else localStorage.setItem(BROWSER_KEY, username);
  } catch {
    // private mode: a new tab then shows the sign-in form
  }
}

export function signedInAs(): string | null {
  return sessionStorage.getItem(USER_KEY);
}

export async function signIn(username: string, password: string): Promise<void> {
  const answer = await post<{ token?: string; csrfToken?: string }>("/api/login", { username, password });
  rememberCsrfToken(answer.csrfToken);
  sessionStorage.setItem(USER_KEY, username);
  setBrowserHint(username);
  const waiting = waiters.splice(0);
  for (const resolve of waiting) resolve();
  notify();
}

/** This browser's session, for a tab that has not signed in itself: the name, or null. */
export async function resumeSession(): Promise<string | null> {
  // Never signed in from this browser: the sign-in form, without asking the server.
  if (localStorage.getItem(BROWSER_KEY) === null) return null;
  try {
    const me = await get<{ username: string; csrfToken?: string }>("/api/me");
    if (me.csrfToken) rememberCsrfToken(me.csrfToken);
    sessionStorage.setItem(USER_KEY, me.username);
    return me.username;
  } catch {
    setBrowserHint(null);
    return null;
  }
}

export function forgetSession(): void {
  setBrowserHint(null);
  sessionStorage.removeItem(USER_KEY);
  rememberCsrfToken(undefined);
}

// The session ended while the TD works (14 days, or signed out in another tab): every request
// that met a 401 waits here until he signs in again in the dialog (SessionGate), then goes on.
const waiters: (() => void)[] = [];
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function isSessionEnded(): boolean {
  return waiters.length > 0;
}

/** Resolves once the TD has signed in again; what he typed on the page stays where it is. */
export function waitForSignIn(): Promise<void> {
  return new Promise((resolve) => {
    waiters.push(resolve);
    notify();
  });
}

export function onSessionChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
