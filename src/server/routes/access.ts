// Who may read and write one event: everything public is read-only; an unlisted
// event is shown only to its staff; writes by role (owner TD, assistant judge R8, scorekeeper).
import type { FastifyRequest } from "fastify";
import type { TournamentCommandType } from "../../core/commands.js";
import type { StaffRole } from "../auth/auth-store.js";
import { requireRole, type Principal } from "../auth/principal.js";
import type { ServerDeps } from "../deps.js";
import { HttpProblem } from "../errors.js";
import type { EventView } from "../live-events.js";

export const ALL_STAFF: readonly StaffRole[] = ["owner", "assistant", "scorekeeper"];
export const JUDGES: readonly StaffRole[] = ["owner", "assistant"];

/** The scorekeeper enters results only; pairing, DQ, the F1 side choice and the rest are the judges'. */
export function rolesFor(command: TournamentCommandType): readonly StaffRole[] {
  return command === "ReportResult" || command === "CorrectResult" || command === "AcceptResult"
    ? ALL_STAFF
    : JUDGES;
}

function noSuchEvent(id: string): HttpProblem {
  return new HttpProblem(404, `there is no event "${id}"`, {
    code: "EVENT_NOT_CREATED",
    field: "id",
    rule: "docs/rules.md §6",
  });
}

export async function loadEvent(deps: ServerDeps, id: string): Promise<EventView> {
  const loaded = await deps.live.load(id);
  if (!loaded) throw noSuchEvent(id);
  return loaded;
}

const ANONYMOUS: Principal = { kind: "anonymous" };

/** A staff route's caller, once he passed: his name and his role on the event. */
export interface StaffAccess {
  readonly view: EventView;
  readonly username: string;
  readonly role: StaffRole;
}

/**
 * The one access check of an event's routes (docs/server.md "Roles"), reads and writes alike.
 * A listed event is public: a read passes, a staff route answers 401 without credentials and 403
 * without one of `roles`. An unlisted event exists only for its staff: anyone else — anonymous, a
 * TD without a role on it, a token that is unknown or revoked — gets the 404 of an event that is
 * not there, on every route, since a 401/403 would tell him it is. The event is looked up first,
 * so an event that is not there answers that same 404 to everyone.
 */
export async function requireAccess(
  deps: ServerDeps,
  request: FastifyRequest,
  id: string,
): Promise<EventView>;
export async function requireAccess(
  deps: ServerDeps,
  request: FastifyRequest,
  id: string,
  roles: readonly StaffRole[],
): Promise<StaffAccess>;
export async function requireAccess(
  deps: ServerDeps,
  request: FastifyRequest,
  id: string,
  roles?: readonly StaffRole[],
): Promise<EventView | StaffAccess> {
  const view = await loadEvent(deps, id);
  if ((await deps.auth.unlistedEvents()).has(id)) {
    // Who reads, before any write check: a bad token sees nothing unlisted (its 401 would say the
    // event is there), and a cookie write's CSRF token is checked below, once the event is his.
    const reader = await deps.who(request, { csrf: false }).catch((error: unknown) => {
      if (error instanceof HttpProblem && error.status === 401) return ANONYMOUS;
      throw error;
    });
    const role = reader.kind === "user" ? await deps.auth.roleOf(id, reader.username) : undefined;
    if (role === undefined || !ALL_STAFF.includes(role)) throw noSuchEvent(id);
  }
  if (roles === undefined) return view;
  const { username, role } = await requireRole(await deps.who(request), deps.auth, id, roles);
  return { view, username, role };
}
