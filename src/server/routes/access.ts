// Who may read and write one event (issue 11 §7): everything public is read-only; an unlisted
// event is shown only to its staff; writes by role (owner TD, assistant judge R8, scorekeeper).
import type { FastifyRequest } from "fastify";
import type { TournamentCommandType } from "../../core/commands.js";
import type { StaffRole } from "../auth/auth-store.js";
import { requireRole } from "../auth/principal.js";
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

export async function loadEvent(deps: ServerDeps, id: string): Promise<EventView> {
  const loaded = await deps.live.load(id);
  if (!loaded)
    throw new HttpProblem(404, `there is no event "${id}"`, {
      code: "EVENT_NOT_CREATED",
      field: "id",
      rule: "docs/rules.md §6",
    });
  return loaded;
}

/** A listed event is public; an unlisted one needs a staff role (401 without credentials, else 403). */
export async function requireReadable(
  deps: ServerDeps,
  request: FastifyRequest,
  id: string,
): Promise<EventView> {
  const loaded = await loadEvent(deps, id);
  if ((await deps.auth.unlistedEvents()).has(id))
    await requireRole(await deps.who(request), deps.auth, id, ALL_STAFF);
  return loaded;
}
