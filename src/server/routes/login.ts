// docs/architecture.md: `POST /api/login {"username","password"}` → {token, csrfToken} and an HttpOnly,
// SameSite=Strict session cookie. Limited per client address (every attempt costs a scrypt) and
// per account (failed attempts: guesses from many addresses at one account), docs/server.md
// "Sign-in limits". The client address is the proxy's X-Forwarded-For only with `--trust-proxy`.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { SESSION_DAYS } from "../auth/auth-store.js";
import { AttemptCounter, type RateWindow } from "../auth/attempt-counter.js";
import { DUMMY_HASH, verifyPassword } from "../auth/password.js";
import { SESSION_COOKIE } from "../auth/principal.js";
import type { ServerDeps } from "../deps.js";
import { HttpProblem } from "../errors.js";
import { loginBody } from "../schemas.js";

export interface LoginLimits {
  /** Attempts per client address (default 10 a minute). */
  readonly perAddress: RateWindow;
  /** Failed attempts per account (default 10 in 15 minutes); beyond it every attempt waits. */
  readonly perAccount: RateWindow;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perAddress: { max: 10, windowMs: 60_000 },
  perAccount: { max: 10, windowMs: 15 * 60_000 },
};

function tooMany(waitMs: number, what: string): HttpProblem {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new HttpProblem(429, `too many sign-in attempts ${what}; try again in ${seconds} s`, {
    code: "TOO_MANY_ATTEMPTS",
  });
}

export async function registerLoginRoutes(
  app: FastifyInstance,
  deps: ServerDeps,
  limits: LoginLimits,
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const byAddress = new AttemptCounter(limits.perAddress);
  const failuresByAccount = new AttemptCounter(limits.perAccount);
  api.post(
    "/api/login",
    {
      schema: {
        tags: ["accounts"],
        summary: "Sign in: a bearer token, a CSRF token and a session cookie",
        body: loginBody,
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const now = deps.now().getTime();
      const addressWait = byAddress.waitMs(request.ip, now);
      if (addressWait > 0) {
        void reply.header("retry-after", String(Math.ceil(addressWait / 1000)));
        throw tooMany(addressWait, "from this address");
      }
      byAddress.count(request.ip, now);
      // Unknown names are counted too, so the answer never tells which accounts exist.
      const accountWait = failuresByAccount.waitMs(username, now);
      if (accountWait > 0) {
        void reply.header("retry-after", String(Math.ceil(accountWait / 1000)));
        throw tooMany(accountWait, "for this account");
      }
      const stored = await deps.auth.passwordHashOf(username);
      // The same scrypt work whether or not the user exists (DUMMY_HASH has today's cost).
      const isValid = await verifyPassword(password, stored ?? DUMMY_HASH);
      if (!stored || !isValid) {
        failuresByAccount.count(username, now);
        throw new HttpProblem(401, "wrong username or password", {
          code: "BAD_CREDENTIALS",
          field: "password",
        });
      }
      const session = await deps.auth.createSession(username, deps.now());
      const secure = request.protocol === "https" || (deps.publicUrl ?? "").startsWith("https:");
      reply.setCookie(SESSION_COOKIE, session.token, {
        httpOnly: true,
        sameSite: "strict",
        path: "/",
        secure,
        maxAge: SESSION_DAYS * 86_400,
      });
      return { token: session.token, csrfToken: session.csrfToken, username };
    },
  );

  api.post(
    "/api/logout",
    { schema: { tags: ["accounts"], summary: "End the session of the cookie or bearer token" } },
    async (request, reply) => {
      const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "")?.[1];
      const token = bearer ?? request.cookies[SESSION_COOKIE];
      if (token !== undefined) {
        await deps.who(request); // a cookie logout needs its CSRF token too
        await deps.auth.deleteSession(token);
      }
      reply.clearCookie(SESSION_COOKIE, { path: "/" });
      return reply.code(204).send();
    },
  );

  api.get(
    "/api/me",
    {
      schema: {
        tags: ["accounts"],
        summary:
          "Who is signed in, the events they staff and the invitations waiting for them; a cookie session also gets its CSRF token, so any tab can write",
      },
    },
    async (request) => {
      const principal = await deps.who(request);
      if (principal.kind === "anonymous")
        throw new HttpProblem(401, "not signed in", { code: "UNAUTHENTICATED" });
      const events = await deps.auth.eventsOf(principal.username);
      const roles = await Promise.all(
        events.map(async (id) => ({ id, role: await deps.auth.roleOf(id, principal.username) })),
      );
      // docs/architecture.md: a second tab of a signed-in browser (sessionStorage is per tab) learns the
      // session's CSRF token here; SameSite=Strict keeps other sites from reading it.
      const cookie = principal.via === "cookie" ? request.cookies[SESSION_COOKIE] : undefined;
      const session = cookie === undefined ? undefined : await deps.auth.findSession(cookie, deps.now());
      const invitations = await deps.auth.invitationsOf(principal.username);
      return {
        username: principal.username,
        events: roles,
        // The event's name, so the invited TD knows what he says yes to (he may not read it yet).
        invitations: await Promise.all(
          invitations.map(async ({ eventId, role, invitedBy }) => {
            const name = (await deps.live.load(eventId))?.state.event?.name;
            return { id: eventId, role, invitedBy, ...(name !== undefined && { name }) };
          }),
        ),
        ...(session && { csrfToken: session.csrfToken }),
      };
    },
  );
}
