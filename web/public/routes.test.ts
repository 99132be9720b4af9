import { describe, expect, it } from "vitest";
import { matchRoute } from "./routes.js";

describe("public routes (docs/server.md)", () => {
  it.each([
    ["/events/abc", { page: "event", eventId: "abc" }],
    ["/events/abc/", { page: "event", eventId: "abc" }],
    ["/events/a%20b/projector", { page: "projector", eventId: "a b" }],
    ["/ratings", { page: "ratings" }],
    ["/ratings/swccg/constructed", { page: "ratings", pool: "swccg/constructed" }],
    ["/ratings/players/johnbrown110260", { page: "rating-player", playerId: "johnbrown110260" }],
    ["/events/abc/manage", { page: "not-found" }],
    ["/events/%E0%A4%A", { page: "event", eventId: "%E0%A4%A" }],
  ])("%s", (path, route) => expect(matchRoute(path)).toEqual(route));
});
