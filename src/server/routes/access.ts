// Who may read and write one event: everything public is read-only; an unlisted
// event is shown only to its staff; writes by role (owner TD, assistant judge R8, scorekeeper).
import type { FastifyRequest } from "fastify";
import type { TournamentCommandType } from "../../core/commands.js";
import type { StaffRole } from "../auth/auth-store.js";
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

/**
 * A listed event is public; an unlisted one exists only for its staff: anyone else gets the
 * 404 of an event that is not there (a 401/403 would tell him it is).
 */
export async function requireReadable(
  deps: ServerDeps,
  request: FastifyRequest,
  id: string,
): Promise<EventView> {
  const loaded = await loadEvent(deps, id);
  if ((await deps.auth.unlistedEvents()).has(id)) {
    const principal = await deps.who(request);
    const role = principal.kind === "user" ? await deps.auth.roleOf(id, principal.username) : undefined;
    if (role === undefined || !ALL_STAFF.includes(role)) throw noSuchEvent(id);
  }
  return loaded;
}
