// DESIGN.md: `POST /api/login {"username","password"}` → {token, csrfToken} and an HttpOnly,
// SameSite=Strict session cookie. Rate-limited per client address (issue 11 §7).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { SESSION_DAYS } from "../auth/auth-store.js";
import { DUMMY_HASH, verifyPassword } from "../auth/password.js";
import { SESSION_COOKIE } from "../auth/principal.js";
import type { ServerDeps } from "../deps.js";
import { HttpProblem } from "../errors.js";
import { loginBody } from "../schemas.js";

export interface LoginLimit {
  readonly max: number;
  readonly timeWindow: number;
}

export async function registerLoginRoutes(
  app: FastifyInstance,
  deps: ServerDeps,
  limit: LoginLimit,
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    "/api/login",
    {
      config: { rateLimit: { max: limit.max, timeWindow: limit.timeWindow } },
      schema: {
        tags: ["accounts"],
        summary: "Sign in: a bearer token, a CSRF token and a session cookie",
        body: loginBody,
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const stored = await deps.auth.passwordHashOf(username);
      const isValid = await verifyPassword(password, stored ?? DUMMY_HASH);
      if (!stored || !isValid)
        throw new HttpProblem(401, "wrong username or password", {
          code: "BAD_CREDENTIALS",
          field: "password",
        });
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
          "Who is signed in, and the events they staff; a cookie session also gets its CSRF token, so any tab can write",
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
      // DESIGN.md: a second tab of a signed-in browser (sessionStorage is per tab) learns the
      // session's CSRF token here; SameSite=Strict keeps other sites from reading it.
      const cookie = principal.via === "cookie" ? request.cookies[SESSION_COOKIE] : undefined;
      const session = cookie === undefined ? undefined : await deps.auth.findSession(cookie, deps.now());
      return {
        username: principal.username,
        events: roles,
        ...(session && { csrfToken: session.csrfToken }),
      };
    },
  );
}
