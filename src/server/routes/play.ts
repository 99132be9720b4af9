// docs/server.md: a personal secret link per player. With it the player
// sees his table, opponent and side, and reports or accepts the result of HIS OWN games (R6:
// the player reports, the opponent accepts — "initial the card" — or disputes it, and staff decide);
// any other game is a 403. Every write takes an optional commandId: a retry answers once.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { TournamentCommand } from "../../core/commands.js";
import { findGame } from "../../core/tournament/state.js";
import { publicIdsOf, type PublicIds } from "../audience.js";
import type { ServerDeps } from "../deps.js";
import { fromCommandError, HttpProblem } from "../errors.js";
import { eventParams, playAcceptBody, playDisputeBody, playReportBody, tokenParams } from "../schemas.js";
import { playerLinkBase } from "../link-base.js";
import { playerName } from "../../core/players/standing-line.js";
import { toPlayerView } from "../../core/views/player-page.js";
import { ALL_STAFF, loadEvent, requireAccess } from "./access.js";
import { toCommandReply } from "./commands.js";

function baseUrl(deps: ServerDeps, request: FastifyRequest) {
  return playerLinkBase({
    publicUrl: deps.publicUrl,
    lan: deps.lan(),
    protocol: request.protocol,
    requestHost: request.host,
  });
}

/** A refusal as the player's page reads it: the ids it names are the page's public ids. */
function redactProblem(problem: HttpProblem, ids: PublicIds): HttpProblem {
  const { field, ...extra } = problem.extra;
  return new HttpProblem(problem.status, ids.redact(problem.message), {
    ...extra,
    ...(field !== undefined && { field: ids.redact(field) }),
  });
}

export async function registerPlayRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/events/:id/player-links",
    { schema: { tags: ["players"], summary: "Every player's personal link (staff)", params: eventParams } },
    async (request) => {
      const {
        view: { state },
      } = await requireAccess(deps, request, request.params.id, ALL_STAFF);
      const tokens = await deps.auth.playerTokens(
        request.params.id,
        state.players.map((p) => p.id),
      );
      const { base, reachable } = baseUrl(deps, request);
      return {
        base,
        reachable,
        links: state.players.map((player) => {
          const token = tokens.get(player.id)!;
          return { playerId: player.id, name: playerName(player), token, url: `${base}/play/${token}` };
        }),
      };
    },
  );

  // Player links are never revoked (auth_player_tokens only grows): a link found once is kept, so
  // a report does not pay a hash and a database read each time. Bounded.
  const knownLinks = new Map<string, { eventId: string; playerId: string }>();
  async function findLink(token: string) {
    const known = knownLinks.get(token);
    if (known) return known;
    const link = await deps.auth.findPlayerToken(token);
    if (link) {
      if (knownLinks.size >= 100_000) knownLinks.clear();
      knownLinks.set(token, link);
    }
    return link;
  }

  async function playerOf(token: string, isFresh = true) {
    const link = await findLink(token);
    if (!link)
      throw new HttpProblem(404, "this player link is unknown; ask the TD for yours", {
        code: "UNKNOWN_PLAYER_LINK",
        field: "token",
      });
    // A write checks the seat on the view this server holds (no read, no wait in the event's
    // queue); the command itself then runs on the caught-up state, and the core checks the seat again.
    const held = isFresh ? undefined : deps.live.peek(link.eventId);
    const loaded = held ?? (await loadEvent(deps, link.eventId));
    return { ...link, loaded };
  }

  function isSeated(
    loaded: Awaited<ReturnType<typeof playerOf>>["loaded"],
    playerId: string,
    gameId: number,
  ): boolean {
    return findGame(loaded.state, gameId)?.record.players.some((seat) => seat.id === playerId) === true;
  }

  function requireOwnGame(
    loaded: Awaited<ReturnType<typeof playerOf>>["loaded"],
    playerId: string,
    gameId: number,
  ): void {
    const slot = findGame(loaded.state, gameId);
    if (!slot || !slot.record.players.some((seat) => seat.id === playerId)) {
      throw new HttpProblem(403, "this game is not one of yours: open your own player link", {
        code: "NOT_YOUR_GAME",
        field: "gameId",
        rule: "R6",
      });
    }
  }

  api.get(
    "/api/play/:token",
    {
      schema: {
        tags: ["players"],
        summary: "The player's event, current table, opponent and side",
        params: tokenParams,
      },
    },
    async (request) => {
      const { eventId, playerId, loaded } = await playerOf(request.params.token);
      // The player's page reads the public view of his event (docs/server.md "Audiences"): his
      // opponents' ids never spell their birth dates; his reports name players by these ids.
      return publicIdsOf(loaded.state).redact({
        ...toPlayerView(loaded.state, eventId, playerId),
        version: loaded.version,
      });
    },
  );

  /** A player's write on one of his own games: the seat checked, then the core decides (R6). */
  async function runOwn(
    token: string,
    gameId: number,
    commandId: string | undefined,
    command: (playerId: string, ids: PublicIds) => TournamentCommand,
  ) {
    const { eventId, playerId, loaded } = await playerOf(token, false);
    // The held view may be behind another server's pairing: check again on a fresh one before saying no.
    if (!isSeated(loaded, playerId, gameId)) requireOwnGame(await loadEvent(deps, eventId), playerId, gameId);
    // The page names players by the public ids of GET /api/play (docs/server.md "Audiences").
    const ids = publicIdsOf(loaded.state);
    const outcome = await deps.live.execute(eventId, command(playerId, ids), {
      actor: `player:${playerId}`,
      now: deps.now(),
      ...(commandId !== undefined && { commandId }),
    });
    if (!outcome.ok) throw redactProblem(fromCommandError(outcome.error), ids);
    return publicIdsOf(outcome.value.state).redact(toCommandReply(outcome.value));
  }

  api.post(
    "/api/play/:token/report",
    {
      schema: {
        tags: ["players"],
        summary:
          "Report the result of one's own game (R6: stands when the opponent accepts; a different report from the opponent disputes it)",
        params: tokenParams,
        body: playReportBody,
      },
    },
    async (request) => {
      const { gameId, result, commandId } = request.body;
      return runOwn(request.params.token, gameId, commandId, (playerId, ids) => ({
        type: "ReportResult",
        gameId,
        result: ids.restore(result),
        reportedBy: playerId,
      }));
    },
  );

  api.post(
    "/api/play/:token/accept",
    {
      schema: {
        tags: ["players"],
        summary: "Accept the opponent's report of one's own game (R6)",
        params: tokenParams,
        body: playAcceptBody,
      },
    },
    async (request) => {
      const { gameId, commandId } = request.body;
      return runOwn(request.params.token, gameId, commandId, (playerId) => ({
        type: "AcceptResult",
        gameId,
        playerId,
      }));
    },
  );

  api.post(
    "/api/play/:token/dispute",
    {
      schema: {
        tags: ["players"],
        summary:
          "Say the reported result of one's own game is wrong: the table waits for staff to decide (R6)",
        params: tokenParams,
        body: playDisputeBody,
      },
    },
    async (request) => {
      const { gameId, commandId } = request.body;
      return runOwn(request.params.token, gameId, commandId, (playerId) => ({
        type: "DisputeResult",
        gameId,
        playerId,
      }));
    },
  );
}
