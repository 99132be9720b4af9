// The API description clients are generated from (`/api/openapi.json`, docs/server.md): the
// route schemas give paths, parameters and bodies; this adds what every operation shares and the
// schemas cannot say — who may call it (the security it takes), a stable operationId (what a
// generated client names the call), the problem+json errors (docs/server.md "Errors") and where
// the server is. Redocly's recommended rules pass on it (src/server/openapi.test.ts).

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options"] as const;

/** The parts of an OpenAPI 3.0 document this file reads or writes. */
type Json = Record<string, unknown>;
interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses?: Json;
}
interface Document {
  paths?: Record<string, Partial<Record<(typeof METHODS)[number], Operation>> | undefined>;
  info?: Json;
  components?: { schemas?: Json; responses?: Json; securitySchemes?: Json };
}

/** How an operation is reached (docs/server.md "Roles"). */
export type Access =
  /** Anyone; a signed-in TD may see more (an unlisted event, `isMine`). */
  | "public"
  /** A TD account: bearer token or session cookie (+ X-CSRF-Token on writes). */
  | "signed-in"
  /** The secret in the path (a player link) or nothing at all. */
  | "none";

/** Every operation's access, by `METHOD path`. A new route must be added here (openapi.test.ts). */
export const OPERATION_ACCESS: Readonly<Record<string, Access>> = {
  "GET /api/health": "none",
  "POST /api/login": "none",
  "POST /api/logout": "signed-in",
  "GET /api/me": "signed-in",
  "POST /api/events": "signed-in",
  "GET /api/events": "public",
  "GET /api/events/{id}": "public",
  "GET /api/events/{id}/standings": "public",
  "GET /api/events/{id}/pairings": "public",
  "GET /api/events/{id}/trace": "public",
  "GET /api/events/{id}/timer": "public",
  "GET /api/events/{id}/deck-checks": "signed-in",
  "GET /api/events/{id}/audit": "signed-in",
  "PUT /api/events/{id}/visibility": "signed-in",
  "POST /api/events/{id}/commands": "signed-in",
  "PUT /api/events/{id}/staff/{username}": "signed-in",
  "DELETE /api/events/{id}/staff/{username}": "signed-in",
  "GET /api/events/{id}/staff": "signed-in",
  "POST /api/me/invitations/{id}/accept": "signed-in",
  "DELETE /api/me/invitations/{id}": "signed-in",
  "GET /api/events/{id}/player-links": "signed-in",
  "GET /api/play/{token}": "none",
  "POST /api/play/{token}/report": "none",
  "POST /api/play/{token}/accept": "none",
  "POST /api/play/{token}/dispute": "none",
  "GET /api/events/{id}/live": "public",
  "GET /api/events/{id}/sync": "signed-in",
  "POST /api/events/{id}/sync": "signed-in",
  "GET /api/ratings": "none",
  "GET /api/ratings/players/{id}": "none",
};

const SECURITY: Readonly<Record<Access, Record<string, string[]>[]>> = {
  public: [{}, { bearer: [] }, { session: [] }],
  "signed-in": [{ bearer: [] }, { session: [] }],
  none: [{}],
};

/** `GET /api/events/{id}/standings` → `getEventsByIdStandings`: stable, unique, readable. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\/?/, "")
    .split("/")
    .filter((segment) => segment !== "")
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment)?.[1];
      return param === undefined ? segment.split(/[^A-Za-z0-9]+/) : ["by", param];
    });
  return [method.toLowerCase(), ...words.map((word) => word.charAt(0).toUpperCase() + word.slice(1))].join(
    "",
  );
}

const PROBLEM_SCHEMA = {
  type: "object",
  description: 'docs/server.md "Errors": application/problem+json (RFC 9457)',
  required: ["type", "title", "status", "detail"],
  properties: {
    type: { type: "string" },
    title: { type: "string" },
    status: { type: "integer" },
    detail: { type: "string", description: "what is wrong, naming the field" },
    code: { type: "string", description: "a stable code (the core's, or the server's)" },
    field: {
      type: "string",
      description: "where: gameId, result.winner, querystring.limit, … (a body's field without a prefix)",
    },
    rule: { type: "string", description: "the rule of docs/rules.md that says no" },
  },
};

function problem(description: string): Json {
  return {
    description,
    content: { "application/problem+json": { schema: { $ref: "#/components/schemas/Problem" } } },
  };
}

/** A route of one event: `/api/events/{id}` and everything under it. */
function isEventRoute(path: string): boolean {
  return path === "/api/events/{id}" || path.startsWith("/api/events/{id}/");
}

/**
 * The document as served: security, operationId, the 4xx/5xx problem answers, servers and the
 * licence added to what the route schemas produced. Operations not in OPERATION_ACCESS are taken
 * as signed-in (the safe reading) — the test lists them.
 */
export function describeOperations<T extends object>(document: T, serverUrl = "/"): T {
  const doc = document as Document;
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      const access = OPERATION_ACCESS[`${method.toUpperCase()} ${path}`] ?? "signed-in";
      operation.operationId ??= operationIdOf(method, path);
      operation.security = SECURITY[access];
      operation.responses = {
        ...operation.responses,
        ...(isEventRoute(path) && { "404": { $ref: "#/components/responses/NoSuchEvent" } }),
        "4XX": { $ref: "#/components/responses/ClientError" },
        "5XX": { $ref: "#/components/responses/ServerError" },
      };
    }
  }
  return {
    ...doc,
    info: { ...doc.info, license: { name: "MIT", url: "https://opensource.org/license/mit" } },
    servers: [{ url: serverUrl, description: "this Hands Down server" }],
    components: {
      ...doc.components,
      securitySchemes: {
        bearer: {
          type: "http",
          scheme: "bearer",
          description: "the `token` of POST /api/login (14 days)",
        },
        session: {
          type: "apiKey",
          in: "cookie",
          name: "hd_session",
          description: "the browser's session cookie of POST /api/login; a write also sends X-CSRF-Token",
        },
      },
      schemas: { ...doc.components?.schemas, Problem: PROBLEM_SCHEMA },
      responses: {
        ...doc.components?.responses,
        ClientError: problem(
          "400 invalid input (naming the field), 401 not signed in, 403 not your role, 404 unknown, 409 conflict, 413 too large, 415 not JSON, 422 a rule or a limit says no, 429 too many attempts or streams",
        ),
        NoSuchEvent: problem(
          'EVENT_NOT_CREATED: no event has this id, or it is unlisted and the caller is not on its staff (the same answer, so that it tells nobody else the event exists; docs/server.md "Roles")',
        ),
        ServerError: problem("500 a bug (logged), 503 not ready or too many live streams"),
      },
    },
  } as unknown as T;
}
