// docs/server.md served by the public entry: which page a path is.
export type PublicRoute =
  | { readonly page: "event"; readonly eventId: string }
  | { readonly page: "projector"; readonly eventId: string }
  | { readonly page: "ratings"; readonly pool?: string }
  | { readonly page: "rating-player"; readonly playerId: string }
  | { readonly page: "not-found" };

export function matchRoute(pathname: string): PublicRoute {
  const parts = pathname.split("/").filter(Boolean).map(decodeSegment);
  if (parts[0] === "events" && parts[1]) {
    if (parts.length === 2) return { page: "event", eventId: parts[1] };
    if (parts.length === 3 && parts[2] === "projector") return { page: "projector", eventId: parts[1] };
  }
  if (parts[0] === "ratings") {
    if (parts.length === 1) return { page: "ratings" };
    if (parts.length === 3 && parts[1] === "players") return { page: "rating-player", playerId: parts[2]! };
    if (parts.length === 3) return { page: "ratings", pool: `${parts[1]}/${parts[2]}` };
  }
  return { page: "not-found" };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
