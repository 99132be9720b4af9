// Who is signed in, for this tab. The server's session cookie is the credential; this only
// remembers the name to show and whether to offer the sign-in form (DESIGN.md web routes).
import { post, rememberCsrfToken } from "../shared/api.js";

const USER_KEY = "handsdown.user";

export function signedInAs(): string | null {
  return sessionStorage.getItem(USER_KEY);
}

export async function signIn(username: string, password: string): Promise<void> {
  const answer = await post<{ token?: string; csrfToken?: string }>("/api/login", { username, password });
  rememberCsrfToken(answer.csrfToken);
  sessionStorage.setItem(USER_KEY, username);
}

export function forgetSession(): void {
  sessionStorage.removeItem(USER_KEY);
  rememberCsrfToken(undefined);
}
