// The public entry (docs/server.md): `/events/{id}`, `/events/{id}/projector`, `/ratings`,
// `/ratings/{game}/{type}`, `/ratings/players/{id}`.
import { render } from "preact";
import "../shared/base.css";
import "../shared/pages.css";
import "../shared/timer.css";
import "./projector.css";
import "./ratings.css";
import { EventPage } from "./event-page.js";
import { Projector } from "./projector.js";
import { RatingPlayerPage, RatingsPage } from "./ratings.js";
import { matchRoute } from "./routes.js";

function PublicPages() {
  const route = matchRoute(location.pathname);
  switch (route.page) {
    case "event":
      return <EventPage eventId={route.eventId} />;
    case "projector":
      return <Projector eventId={route.eventId} />;
    case "ratings":
      return <RatingsPage {...(route.pool !== undefined && { pool: route.pool })} />;
    case "rating-player":
      return <RatingPlayerPage playerId={route.playerId} />;
    case "not-found":
      return (
        <main>
          <h1>Page not found</h1>
          <p>
            <a href="/">Hands Down</a> · <a href="/ratings">Ratings</a>
          </p>
        </main>
      );
  }
}

render(<PublicPages />, document.getElementById("app")!);
