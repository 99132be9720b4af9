// DESIGN.md: `PUT /api/events/{id}/staff/{username} {"role":"assistant"|"scorekeeper"}` (owner only).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireRole } from "../auth/principal.js";
import type { ServerDeps } from "../deps.js";
import { HttpProblem } from "../errors.js";
import { eventParams, staffBody, staffParams } from "../schemas.js";
import { ALL_STAFF, loadEvent } from "./access.js";

export async function registerStaffRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.put(
    "/api/events/:id/staff/:username",
    {
      schema: {
        tags: ["accounts"],
        summary: "Make a user assistant judge (R8) or scorekeeper of the event (owner)",
        params: staffParams,
        body: staffBody,
      },
    },
    async (request) => {
      const { id, username } = request.params;
      const owner = await requireRole(await deps.who(request), deps.auth, id, ["owner"]);
      await loadEvent(deps, id);
      if (username === owner.username)
        throw new HttpProblem(422, "the owner cannot change his own role", {
          code: "OWNER_ROLE",
          field: "username",
        });
      if ((await deps.auth.passwordHashOf(username)) === undefined)
        throw new HttpProblem(
          404,
          `there is no user "${username}" (create one with \`handsdown user add\`)`,
          { code: "UNKNOWN_USER", field: "username" },
        );
      await deps.auth.setRole(id, username, request.body.role);
      return { id, username, role: request.body.role };
    },
  );

  api.delete(
    "/api/events/:id/staff/:username",
    {
      schema: {
        tags: ["accounts"],
        summary: "Remove a user from the event's staff (owner)",
        params: staffParams,
      },
    },
    async (request, reply) => {
      const { id, username } = request.params;
      const owner = await requireRole(await deps.who(request), deps.auth, id, ["owner"]);
      if (username === owner.username)
        throw new HttpProblem(422, "the owner cannot remove himself", {
          code: "OWNER_ROLE",
          field: "username",
        });
      await deps.auth.removeStaff(id, username);
      return reply.code(204).send();
    },
  );

  api.get(
    "/api/events/:id/staff",
    { schema: { tags: ["accounts"], summary: "The event's staff (staff)", params: eventParams } },
    async (request) => {
      await requireRole(await deps.who(request), deps.auth, request.params.id, ALL_STAFF);
      return { staff: await deps.auth.staffOf(request.params.id) };
    },
  );
}
