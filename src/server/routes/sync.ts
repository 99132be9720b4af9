// "Offline first, then publish": the laptop owns the event's stream and pushes its
// log here. Append-only and idempotent by version: a batch that is already here (a retry after
// a cut connection) is acknowledged without writing; a gap is a 409 naming the version to resume
// from. The first push creates the event here and makes the pusher its owner.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { EVENT_SCHEMA_VERSION } from "../../app/event-log.js";
import { isTournamentEventType } from "../../core/events.js";
import { replayCheck } from "../../core/tournament/replay-check.js";
import { INITIAL_STATE } from "../../core/tournament/state.js";
import type { StoredEvent, VersionConflict } from "../../store/event-store.js";
import { requireUser } from "../auth/principal.js";
import { requireAccess } from "./access.js";
import type { ServerDeps } from "../deps.js";
import { HttpProblem } from "../errors.js";
import { checkEventLimit, checkPlayerLimit } from "../host-limits.js";
import { eventParams } from "../schemas.js";

export const SYNC_BODY_LIMIT = 16 * 1024 * 1024;

const syncedEvent = z.strictObject({
  version: z.number().int().min(1).max(2_147_483_647),
  type: z.string().min(1).max(100),
  data: z.unknown(),
  schemaVersion: z.number().int().min(1).max(1_000),
  actor: z.string().max(300).optional(),
  /**
   * The command that wrote the event on the laptop: kept here too, so a client retrying that
   * command against this server after the publish gets its first outcome instead of applying it
   * twice (and forking this log from the laptop's).
   */
  commandId: z.string().min(1).max(200).optional(),
});
const syncBody = z.strictObject({ events: z.array(syncedEvent).min(1).max(5_000) });

function sameEvent(here: StoredEvent, there: z.infer<typeof syncedEvent>): boolean {
  return here.type === there.type && JSON.stringify(here.data) === JSON.stringify(there.data);
}

type SyncedEvent = z.infer<typeof syncedEvent>;

/**
 * Appends the pushed events as the laptop's commands wrote them, in one append: each keeps the
 * command id and actor the laptop recorded, so that a command retried on this server by the same
 * actor after the publish is recognised (command ids are scoped per event and actor,
 * src/app/applied-commands.ts). An event the laptop recorded without an actor names the pusher.
 */
async function appendPushed(
  deps: ServerDeps,
  id: string,
  version: number,
  fresh: readonly SyncedEvent[],
  pusher: string,
): Promise<{ ok: true; version: number } | { ok: false; error: VersionConflict }> {
  const appended = await deps.store.append(
    id,
    version,
    fresh.map((event) => ({
      type: event.type,
      data: event.data,
      schemaVersion: event.schemaVersion,
      actor: event.actor === undefined || event.actor === "" ? pusher : event.actor,
      ...(event.commandId !== undefined && { commandId: event.commandId }),
    })),
  );
  return appended.ok ? { ok: true, version: appended.value.version } : appended;
}

export async function registerSyncRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/events/:id/sync",
    {
      schema: {
        tags: ["publish"],
        summary: "How much of the event's log this server holds (its version); 0 if none",
        params: eventParams,
      },
    },
    async (request) => {
      requireUser(await deps.who(request));
      const view = await deps.live.load(request.params.id);
      // An event here: the owner's alone, and an unlisted one is not there for anyone else (access.ts).
      if (view) await requireAccess(deps, request, request.params.id, ["owner"]);
      return { id: request.params.id, version: view?.version ?? 0 };
    },
  );

  api.post(
    "/api/events/:id/sync",
    {
      bodyLimit: SYNC_BODY_LIMIT,
      schema: {
        tags: ["publish"],
        summary: "Append the next events of the event's log, pushed by the laptop that owns it (owner)",
        params: eventParams,
        body: syncBody,
      },
    },
    async (request) => {
      const { id } = request.params;
      const username = requireUser(await deps.who(request));
      const current = await deps.live.load(id);
      if (current) await requireAccess(deps, request, id, ["owner"]);
      // The first push creates the event here: the host's events-per-TD limit holds (host-limits.ts).
      else checkEventLimit(await deps.auth.ownedEventCount(username), deps.limits);
      const version = current?.version ?? 0;
      const events = request.body.events;
      events.forEach((event, i) => {
        if (event.version !== events[0]!.version + i)
          throw new HttpProblem(400, `events[${i}].version: expected ${events[0]!.version + i}`, {
            code: "INVALID_REQUEST",
            field: `events[${i}].version`,
          });
        if (!isTournamentEventType(event.type))
          throw new HttpProblem(400, `events[${i}].type: unknown event type "${event.type}"`, {
            code: "INVALID_REQUEST",
            field: `events[${i}].type`,
          });
        if (event.schemaVersion !== EVENT_SCHEMA_VERSION)
          throw new HttpProblem(
            422,
            `events[${i}].schemaVersion: this server reads ${EVENT_SCHEMA_VERSION}`,
            { code: "UNSUPPORTED_SCHEMA", field: `events[${i}].schemaVersion` },
          );
      });
      const first = events[0]!.version;
      if (first > version + 1)
        throw new HttpProblem(409, `this server holds version ${version}; send from version ${version + 1}`, {
          code: "SYNC_GAP",
          field: "events[0].version",
        });
      // Already here (a retry): they must be the same events — the laptop owns the stream.
      const overlap = events.filter((event) => event.version <= version);
      if (overlap.length > 0) {
        const here = await deps.store.read(id, first - 1);
        overlap.forEach((event, i) => {
          if (!here[i] || !sameEvent(here[i], event))
            throw new HttpProblem(409, `version ${event.version} differs from the one this server holds`, {
              code: "SYNC_DIVERGED",
              field: `events[${i}]`,
            });
        });
      }
      const fresh = events.filter((event) => event.version > version);
      if (fresh.length === 0) return { id, version, written: 0 };
      // The core decides (docs/server.md "Publish"): every pushed event must be what a command
      // gives on the log before it, so the log never holds an event the core could not write.
      const offset = events.length - fresh.length;
      const checked = replayCheck(current?.state ?? INITIAL_STATE, fresh);
      if (!checked.ok) {
        const field = checked.error.field.replace(
          /^events\[(\d+)\]/,
          (_, i: string) => `events[${Number(i) + offset}]`,
        );
        throw new HttpProblem(422, `${field}: ${checked.error.message}`, {
          code: "SYNC_INVALID",
          field,
          rule: checked.error.rule,
        });
      }
      checkPlayerLimit(checked.value.players.length, deps.limits, "events");
      const appended = await appendPushed(deps, id, version, fresh, `publish:${username}`);
      if (!appended.ok)
        throw new HttpProblem(
          409,
          `another push got here first; this server now holds version ${appended.error.actualVersion}`,
          { code: "SYNC_GAP", field: "events[0].version" },
        );
      if (version === 0) {
        await deps.auth.initEvent(id, false);
        await deps.auth.setRole(id, username, "owner");
      }
      return { id, version: appended.version, written: fresh.length };
    },
  );
}
