// docs/architecture.md: `POST /api/events/{id}/commands` — every core command, by role, with an optional
// commandId (a retry answers the first outcome and writes nothing). 200 {version, events}.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { TournamentCommand } from "../../core/commands.js";
import type { CommandOutcome } from "../../app/command-pipeline.js";
import type { ServerDeps } from "../deps.js";
import { fromCommandError } from "../errors.js";
import { checkPlayerLimit, playersAddedBy } from "../host-limits.js";
import { commandSchema, eventParams } from "../schemas.js";
import { requireAccess, rolesFor } from "./access.js";

export function toCommandReply(outcome: CommandOutcome): Record<string, unknown> {
  return {
    version: outcome.version,
    events: outcome.events.map((event) => ({
      position: event.position,
      version: event.version,
      type: event.type,
      data: event.data,
    })),
    ...(outcome.isDuplicate && { duplicate: true }),
  };
}

export async function registerCommandRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/events/:id/commands",
    {
      schema: {
        tags: ["commands"],
        summary: "Run one core command on the event (staff, by role)",
        params: eventParams,
        body: commandSchema,
      },
    },
    async (request) => {
      const { commandId, ...command } = request.body;
      const { view, username, role } = await requireAccess(
        deps,
        request,
        request.params.id,
        rolesFor(command.type),
      );
      const added = playersAddedBy(command as TournamentCommand);
      if (added > 0) checkPlayerLimit(view.state.players.length + added, deps.limits, "player");
      const outcome = await deps.live.execute(request.params.id, command as TournamentCommand, {
        actor: `${role === "owner" ? "td" : role}:${username}`,
        now: deps.now(),
        ...(commandId !== undefined && { commandId }),
      });
      if (!outcome.ok) throw fromCommandError(outcome.error);
      return toCommandReply(outcome.value);
    },
  );
}
