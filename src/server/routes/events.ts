// docs/server.md: create, list and read events.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { randomBytes } from "node:crypto";
import { readChangeLog } from "../../app/change-log.js";
import { makeEventId } from "../../app/event-list.js";
import { requireUser } from "../auth/principal.js";
import type { ServerDeps } from "../deps.js";
import { fromCommandError, HttpProblem } from "../errors.js";
import { checkEventLimit, checkPlayerLimit } from "../host-limits.js";
import {
  createQuery,
  deckChecksResponse,
  eventFileResponse,
  EVENT_PAGE_DEFAULT,
  eventParams,
  listQuery,
  resultsFileBody,
  visibilityBody,
} from "../schemas.js";
import { toDeckChecksView, toEventFile } from "../../core/views/event-file.js";
import { toTraceView } from "../../core/views/pairings.js";
import { timerView } from "../../core/views/timer.js";
import { ALL_STAFF, requireAccess } from "./access.js";
import { audienceOf, forAudience } from "../audience.js";

/** Results files can be large (a 1,000-player event); everything else stays under the default. */
export const EVENT_BODY_LIMIT = 16 * 1024 * 1024;

/**
 * Response schemas here document the answer in the OpenAPI document only: the answer is written
 * as it is (a 1,000-player event file is not re-validated on every read).
 */
const asIs = () => (data: unknown) => JSON.stringify(data);

export async function registerEventRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/api/events",
    {
      bodyLimit: EVENT_BODY_LIMIT,
      // The envelope schema (looseObject) would drop a `__proto__` key without a word; the core,
      // as for the CLI, refuses any unknown field by name.
      preValidation: async (request) => refuseProtoKeys(request.body),
      schema: {
        tags: ["events"],
        summary:
          "Create an event from a results file (docs/rules.md §6; games may be empty); the caller owns it",
        body: resultsFileBody,
        querystring: createQuery,
      },
    },
    async (request, reply) => {
      const username = requireUser(await deps.who(request));
      checkPlayerLimit(request.body.players.length, deps.limits, "players");
      checkEventLimit(await deps.auth.ownedEventCount(username), deps.limits);
      const id = makeEventId(
        request.body.event.name,
        typeof request.body.event.date === "string" ? request.body.event.date : "",
      );
      const outcome = await deps.live.execute(
        id,
        { type: "ImportResultsFile", file: request.body },
        { actor: `td:${username}`, now: deps.now(), seed: randomBytes(8).toString("hex") },
      );
      if (!outcome.ok) throw fromCommandError(outcome.error);
      await deps.auth.initEvent(id, request.query.unlisted === "true");
      await deps.auth.setRole(id, username, "owner");
      return reply
        .code(201)
        .header("location", `/api/events/${encodeURIComponent(id)}`)
        .send({ id });
    },
  );

  api.get(
    "/api/events",
    {
      schema: {
        tags: ["events"],
        summary:
          "Listed events (and the caller's unlisted ones), as `handsdown list --json`, a page at a time (`next`)",
        querystring: listQuery,
      },
    },
    async (request, reply) => {
      const principal = await deps.who(request);
      const { limit, cursor, order, mine: onlyMine } = request.query;
      if (onlyMine === "true") requireUser(principal);
      const unlisted = await deps.auth.unlistedEvents();
      const mine =
        principal.kind === "user" ? new Set(await deps.auth.eventsOf(principal.username)) : new Set<string>();
      const after = cursor === undefined ? undefined : fromCursor(cursor);
      if (after !== undefined && !(await deps.directory.has(after)))
        throw new HttpProblem(400, "querystring.cursor: not a cursor of this list; start again without it", {
          code: "INVALID_REQUEST",
          field: "querystring.cursor",
        });
      const page = await deps.directory.page({
        isVisible: (stream) => (onlyMine === "true" || unlisted.has(stream) ? mine.has(stream) : true),
        limit: limit === undefined ? EVENT_PAGE_DEFAULT : Number(limit),
        ...(after !== undefined && { after }),
        newest: order === "newest",
      });
      const events = page.events.map((summary) => ({
        ...summary,
        ...(principal.kind === "user" && {
          isMine: mine.has(summary.id),
          unlisted: unlisted.has(summary.id),
        }),
      }));
      if (page.last === undefined) return { events };
      const query = new URLSearchParams({
        ...(limit !== undefined && { limit }),
        cursor: toCursor(page.last),
        ...(order !== undefined && { order }),
        ...(onlyMine !== undefined && { mine: onlyMine }),
      });
      const next = `/api/events?${query.toString()}`;
      void reply.header("link", `<${next}>; rel="next"`);
      return { events, next };
    },
  );

  api.get(
    "/api/events/:id",
    {
      schema: {
        tags: ["events"],
        summary:
          "The event as a results file with scores and standings (results that stand, R6); each game with its gameId",
        params: eventParams,
        response: { 200: eventFileResponse },
      },
      serializerCompiler: asIs,
    },
    async (request, reply) => {
      const view = await requireAccess(deps, request, request.params.id);
      const file = toEventFile(view);
      if (!file.ok) throw fromCommandError(file.error);
      // The body is a results file, whose `version` is the format's (docs/rules.md §6: it imports again);
      // the event log's version travels in the ETag. The public's has no birth dates (audience.ts).
      const audience = await audienceOf(deps, request, request.params.id);
      void reply.header("etag", `"${view.version}"`).header("vary", "authorization, cookie");
      return forAudience(audience, view.state, file.value);
    },
  );

  api.get(
    "/api/events/:id/standings",
    {
      schema: {
        tags: ["events"],
        summary: "`standings --json`: games with scores, standings with every tiebreak value",
        params: eventParams,
      },
    },
    async (request) => {
      const view = await requireAccess(deps, request, request.params.id);
      // Made once per version and shared by every reader (with its public redaction, forAudience).
      const standings = view.standingsDocument;
      if (!standings.ok) throw fromCommandError(standings.error);
      const audience = await audienceOf(deps, request, request.params.id);
      return { ...forAudience(audience, view.state, standings.value), version: view.version };
    },
  );

  api.get(
    "/api/events/:id/pairings",
    {
      schema: {
        tags: ["events"],
        summary: "The current game's tables, each with gameId, result (or null) and who accepted",
        params: eventParams,
      },
    },
    async (request) => {
      const { state, version, pairings } = await requireAccess(deps, request, request.params.id);
      const audience = await audienceOf(deps, request, request.params.id);
      // F5: whether the TD finished the event (the pages then show its winner).
      return { ...forAudience(audience, state, pairings), finished: state.isFinished, version };
    },
  );

  api.get(
    "/api/events/:id/trace",
    {
      schema: {
        tags: ["events"],
        summary: "Every pairing with its trace and the event's seed",
        params: eventParams,
      },
    },
    async (request) => {
      const { state } = await requireAccess(deps, request, request.params.id);
      return forAudience(await audienceOf(deps, request, request.params.id), state, toTraceView(state));
    },
  );

  api.get(
    "/api/events/:id/timer",
    {
      schema: {
        tags: ["events"],
        summary: "R4/R5 round timer at the server's `now` (ms since the epoch), with each table's extra time",
        params: eventParams,
      },
    },
    async (request) => {
      const view = await requireAccess(deps, request, request.params.id);
      const timer = timerView(view.state, deps.now().getTime());
      if (!timer.ok) throw fromCommandError(timer.error);
      return { ...timer.value, version: view.version };
    },
  );

  api.get(
    "/api/events/:id/deck-checks",
    {
      schema: {
        tags: ["events"],
        summary:
          "R7/S7 deck checks as recorded (pass/fail, failure, the core's penalty) and who failed (staff)",
        params: eventParams,
        response: { 200: deckChecksResponse },
      },
      serializerCompiler: asIs,
    },
    async (request) => {
      const { view } = await requireAccess(deps, request, request.params.id, ALL_STAFF);
      return { ...toDeckChecksView(view.state), version: view.version };
    },
  );

  api.get(
    "/api/events/:id/audit",
    {
      schema: {
        tags: ["events"],
        summary: "R6 change log: who did what and when (staff)",
        params: eventParams,
      },
    },
    async (request) => {
      await requireAccess(deps, request, request.params.id, ALL_STAFF);
      return { audit: await readChangeLog(deps.store, request.params.id) };
    },
  );

  api.put(
    "/api/events/:id/visibility",
    {
      schema: {
        tags: ["events"],
        summary: "List or unlist the event (owner)",
        params: eventParams,
        body: visibilityBody,
      },
    },
    async (request) => {
      await requireAccess(deps, request, request.params.id, ["owner"]);
      await deps.auth.setUnlisted(request.params.id, request.body.unlisted);
      return { id: request.params.id, unlisted: request.body.unlisted };
    },
  );
}

/** A results file's own `__proto__` field (top level or in `event`) is unknown, as in the core. */
function refuseProtoKeys(body: unknown): void {
  const has = (value: unknown): boolean =>
    typeof value === "object" && value !== null && Object.prototype.hasOwnProperty.call(value, "__proto__");
  const event = typeof body === "object" && body !== null ? (body as { event?: unknown }).event : undefined;
  const field = has(body) ? "body" : has(event) ? "event" : undefined;
  if (field !== undefined)
    throw new HttpProblem(400, `unknown field "__proto__"`, { code: "INVALID_REQUEST", field });
}

/** A page's cursor: the last event it showed, opaque to clients. */
function toCursor(stream: string): string {
  return Buffer.from(stream, "utf8").toString("base64url");
}

function fromCursor(cursor: string): string {
  return Buffer.from(cursor, "base64url").toString("utf8");
}
