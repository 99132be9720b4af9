// docs/architecture.md: `PUT /api/events/{id}/staff/{username} {"role":"assistant"|"scorekeeper"}` (owner only).
// A role is an invitation the account accepts (docs/server.md "Staff invitations"): nobody is put on
// an event's staff without saying yes, and the answer is the same whether the name is an account or
// not, so the route tells no TD which accounts exist. A member of the staff already (who said yes
// once) changes role at once.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser } from "../auth/principal.js";
import type { ServerDeps } from "../deps.js";
import { HttpProblem } from "../errors.js";
import { eventParams, staffBody, staffParams } from "../schemas.js";
import { ALL_STAFF, requireAccess } from "./access.js";

/** Pending invitations per event: enough for any staff, bounded against an owner filling the table. */
export const MAX_INVITATIONS_PER_EVENT = 100;

export async function registerStaffRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.put(
    "/api/events/:id/staff/:username",
    {
      schema: {
        tags: ["accounts"],
        summary:
          "Invite a user to be assistant judge (R8) or scorekeeper of the event (owner); a member of the staff changes role at once",
        params: staffParams,
        body: staffBody,
      },
    },
    async (request, reply) => {
      const { id, username } = request.params;
      const owner = await requireAccess(deps, request, id, ["owner"]);
      if (username === owner.username)
        throw new HttpProblem(422, "the owner cannot change his own role", {
          code: "OWNER_ROLE",
          field: "username",
        });
      const { role } = request.body;
      if ((await deps.auth.roleOf(id, username)) !== undefined) {
        await deps.auth.setRole(id, username, role);
        return { id, username, role, status: "staff" };
      }
      const pending = await deps.auth.invitationsFor(id);
      if (
        pending.length >= MAX_INVITATIONS_PER_EVENT &&
        !pending.some((invitation) => invitation.username === username)
      )
        throw new HttpProblem(
          422,
          `the event has ${pending.length} invitations waiting, the most it may; withdraw some first`,
          { code: "TOO_MANY_INVITATIONS", field: "username" },
        );
      await deps.auth.invite({ eventId: id, username, role, invitedBy: owner.username });
      return reply.code(202).send({ id, username, role, status: "invited" });
    },
  );

  api.delete(
    "/api/events/:id/staff/:username",
    {
      schema: {
        tags: ["accounts"],
        summary: "Remove a user from the event's staff, or withdraw the invitation (owner)",
        params: staffParams,
      },
    },
    async (request, reply) => {
      const { id, username } = request.params;
      const owner = await requireAccess(deps, request, id, ["owner"]);
      if (username === owner.username)
        throw new HttpProblem(422, "the owner cannot remove himself", {
          code: "OWNER_ROLE",
          field: "username",
        });
      await deps.auth.removeStaff(id, username);
      await deps.auth.removeInvitation(id, username);
      return reply.code(204).send();
    },
  );

  api.get(
    "/api/events/:id/staff",
    {
      schema: {
        tags: ["accounts"],
        summary: "The event's staff and the invitations waiting (staff)",
        params: eventParams,
      },
    },
    async (request) => {
      await requireAccess(deps, request, request.params.id, ALL_STAFF);
      const invitations = await deps.auth.invitationsFor(request.params.id);
      return {
        staff: await deps.auth.staffOf(request.params.id),
        invitations: invitations.map(({ username, role, invitedBy }) => ({ username, role, invitedBy })),
      };
    },
  );

  api.post(
    "/api/me/invitations/:id/accept",
    {
      schema: {
        tags: ["accounts"],
        summary: "Accept the invitation to the event's staff: the role offered becomes yours",
        params: eventParams,
      },
    },
    async (request) => {
      const username = requireUser(await deps.who(request));
      const role = await deps.auth.acceptInvitation(request.params.id, username);
      if (role === undefined)
        throw new HttpProblem(404, `there is no invitation for you to event "${request.params.id}"`, {
          code: "NO_INVITATION",
          field: "id",
        });
      return { id: request.params.id, role };
    },
  );

  api.delete(
    "/api/me/invitations/:id",
    {
      schema: {
        tags: ["accounts"],
        summary: "Decline the invitation to the event's staff",
        params: eventParams,
      },
    },
    async (request, reply) => {
      const username = requireUser(await deps.who(request));
      await deps.auth.removeInvitation(request.params.id, username);
      return reply.code(204).send();
    },
  );
}
