// Who is asking: a TD by bearer token (scripts, other servers) or by session cookie
// (the browser; its writes must echo the session's CSRF token in X-CSRF-Token), else anonymous.
// Player links are not credentials here: they only open /api/play/{token}.
import { timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { HttpProblem } from "../errors.js";
import type { AuthStore, StaffRole } from "./auth-store.js";

export const SESSION_COOKIE = "hd_session";

export type Principal =
  | { readonly kind: "anonymous" }
  | { readonly kind: "user"; readonly username: string; readonly via: "bearer" | "cookie" };

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * `csrf: false` names the reader of a cookie session without asking for its CSRF token: only to
 * decide whether he may see an event (routes/access.ts), before the write itself checks it.
 */
export interface WhoOptions {
  readonly csrf?: boolean;
}

export async function principalOf(
  request: FastifyRequest,
  auth: AuthStore,
  now: Date,
  options: WhoOptions = {},
): Promise<Principal> {
  const header = request.headers.authorization;
  if (header !== undefined) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match)
      throw new HttpProblem(401, "Authorization: expected `Bearer TOKEN`", {
        code: "UNAUTHENTICATED",
        field: "Authorization",
      });
    const session = await auth.findSession(match[1]!, now);
    if (!session)
      throw new HttpProblem(401, "Authorization: the token is unknown or expired; sign in again", {
        code: "UNAUTHENTICATED",
        field: "Authorization",
      });
    return { kind: "user", username: session.username, via: "bearer" };
  }
  const cookie = request.cookies[SESSION_COOKIE];
  if (cookie === undefined) return { kind: "anonymous" };
  const session = await auth.findSession(cookie, now);
  if (!session) return { kind: "anonymous" }; // a stale cookie is as good as none
  if (options.csrf !== false && !SAFE_METHODS.has(request.method)) {
    const sent = request.headers["x-csrf-token"];
    if (typeof sent !== "string" || !sameSecret(sent, session.csrfToken)) {
      throw new HttpProblem(
        403,
        "X-CSRF-Token: a cookie-authenticated write must send the session's CSRF token",
        { code: "CSRF_TOKEN_MISSING", field: "X-CSRF-Token" },
      );
    }
  }
  return { kind: "user", username: session.username, via: "cookie" };
}

export function requireUser(principal: Principal): string {
  if (principal.kind === "anonymous")
    throw new HttpProblem(401, "sign in first (POST /api/login), or send Authorization: Bearer TOKEN", {
      code: "UNAUTHENTICATED",
    });
  return principal.username;
}

/** What each role is called where a refusal names it (docs/server.md "Roles"). */
const ROLE_WORDS: Readonly<Record<StaffRole, string>> = {
  owner: "the owner",
  assistant: "an assistant judge",
  scorekeeper: "a scorekeeper",
};

/**
 * 401 without credentials; 403 when the user has none of the roles on this event, said in words a
 * TD reads on the console: what his role is, and whose this is.
 */
export async function requireRole(
  principal: Principal,
  auth: AuthStore,
  eventId: string,
  roles: readonly StaffRole[],
): Promise<{ username: string; role: StaffRole }> {
  const username = requireUser(principal);
  const role = await auth.roleOf(eventId, username);
  if (role === undefined || !roles.includes(role)) {
    const words = roles.map((allowed) => ROLE_WORDS[allowed]);
    const whose = words.length > 1 ? `${words.slice(0, -1).join(", ")} or ${words.at(-1)!}` : words.join("");
    throw new HttpProblem(
      403,
      role === undefined
        ? `not on the staff of this event, ${username} may not do this: only ${whose} may`
        : `as ${ROLE_WORDS[role]} of this event, ${username} may not do this: only ${whose} may`,
      { code: "FORBIDDEN" },
    );
  }
  return { username, role };
}
