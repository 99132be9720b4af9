// docs/architecture.md live stream: `GET /api/events/{id}/live` — Server-Sent Events, one message per log
// event (`id:` the global position, `event:` its type, `data:` its JSON). Without Last-Event-ID
// it starts at the end of the log; with it, every later event of this stream in order, once,
// then live. Headers go out at once; a heartbeat comment at least every 15 s.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ServerDeps } from "../deps.js";
import { audienceOf, liveIdsOf, publicLiveEvent, type PublicIds } from "../audience.js";
import { messagesAfter, toLiveBatch, type LiveBatch } from "../live-hub.js";
import { HttpProblem } from "../errors.js";
import { eventParams } from "../schemas.js";
import { STREAM_RETRY_AFTER_S } from "../stream-limiter.js";
import { requireAccess } from "./access.js";

/** A client that stops reading is cut off rather than buffered without bound. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

function parseLastEventId(value: unknown): number | undefined {
  if (value === undefined || value === "") return undefined;
  if (typeof value !== "string" || !/^\d{1,15}$/.test(value)) {
    throw new HttpProblem(400, "Last-Event-ID: expected a log position (a whole number)", {
      code: "INVALID_REQUEST",
      field: "Last-Event-ID",
    });
  }
  return Number(value);
}

const publicBatches = new WeakMap<LiveBatch, LiveBatch | null>();

/** The batch as the public reads it, made once and shared by every public stream of the event. */
function publicBatchOf(batch: LiveBatch, ids: PublicIds): LiveBatch | undefined {
  let made = publicBatches.get(batch);
  if (made === undefined) {
    const events = batch.events.flatMap((event) => publicLiveEvent(event, ids) ?? []);
    made = events.length === 0 ? null : toLiveBatch(events);
    publicBatches.set(batch, made);
  }
  return made ?? undefined;
}

export async function registerLiveRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/events/:id/live",
    {
      schema: {
        tags: ["live"],
        summary: "Server-Sent Events of the event's log; ids are log positions, Last-Event-ID resumes",
        params: eventParams,
        querystring: z.strictObject({ lastEventId: z.string().max(20).optional() }),
      },
    },
    async (request, reply) => {
      const id = request.params.id;
      const fromHeader = parseLastEventId(request.headers["last-event-id"] ?? request.query.lastEventId);
      const view = await requireAccess(deps, request, id);
      // docs/server.md "Audiences": the staff get the log as it is; anyone else what the public reads.
      const audience = await audienceOf(deps, request, id);
      const ids = audience === "public" ? liveIdsOf(deps.hub, id, view.state) : undefined;
      const forClient = (batch: LiveBatch): LiveBatch | undefined =>
        ids === undefined ? batch : publicBatchOf(batch, ids);
      // Before any byte is written: a refusal is an ordinary problem+json answer.
      let release: () => void;
      try {
        release = deps.streams.acquire(request.ip);
      } catch (error) {
        void reply.header("retry-after", String(STREAM_RETRY_AFTER_S));
        throw error;
      }

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-cache, no-transform",
        connection: "keep-alive",
        "x-accel-buffering": "no",
        "x-content-type-options": "nosniff",
      });
      res.write(": live\n\n");

      let lastSent = fromHeader ?? deps.hub.position;
      let isCatchingUp = fromHeader !== undefined;
      let isClosed = false;
      const buffered: LiveBatch[] = [];

      // One write per batch: the hub's shared Buffer (or the tail this client has not had yet).
      const send = (whole: LiveBatch): void => {
        if (isClosed) return;
        const batch = forClient(whole);
        if (!batch) return;
        const bytes = messagesAfter(batch, lastSent);
        if (!bytes) return;
        lastSent = batch.events.at(-1)!.position;
        res.write(bytes);
        if (res.writableLength > MAX_BUFFERED_BYTES) close();
      };
      // Each heartbeat also checks that the reader may still read what he gets: a staff member
      // removed from the event (or an event made unlisted) loses the stream it opened before.
      const heartbeat = setInterval(() => {
        res.write(": heartbeat\n\n");
        void mayStillRead().then(
          (may) => may || close(),
          () => undefined,
        );
      }, deps.heartbeatMs);
      const mayStillRead = async (): Promise<boolean> => {
        if (audience === "public") return !(await deps.auth.unlistedEvents()).has(id);
        return (await audienceOf(deps, request, id)) === "staff";
      };
      const close = (): void => {
        if (isClosed) return;
        isClosed = true;
        release();
        clearInterval(heartbeat);
        remove();
        res.end();
      };
      const remove = deps.hub.add(id, (batch) => (isCatchingUp ? buffered.push(batch) : send(batch)), close);
      request.raw.on("close", close);
      res.on("error", close);
      // Gone while we checked its access: 'close' has fired already, so give the slot back now.
      if (request.raw.socket?.destroyed) close();

      if (fromHeader !== undefined) {
        // Listening already (buffered), so nothing appended while we read the backlog is missed.
        try {
          const backlog = (await deps.store.read(id)).filter((event) => event.position > lastSent);
          if (backlog.length > 0) send(toLiveBatch(backlog));
        } catch (error) {
          request.log.error({ err: error }, "live stream backlog");
          close();
          return;
        }
        for (const batch of buffered) send(batch);
        buffered.length = 0;
        isCatchingUp = false;
      }
    },
  );
}
