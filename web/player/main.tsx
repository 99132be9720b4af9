// docs/architecture.md: a player's page is the `url` of his link, `/play/{token}` — phone first, light
// (JS under 100 KB gzipped: no console code here), live over slow venue wifi.
import { render } from "preact";
import "../shared/base.css";
import "../shared/pages.css";
import "../shared/timer.css";
import "./player.css";
import { PlayerPage } from "./player-page.js";
import { tokenFromPath } from "./player-data.js";

const token = tokenFromPath(location.pathname);
render(
  token ? (
    <PlayerPage token={token} />
  ) : (
    <main>
      <h1>Hands Down</h1>
      <p>This link is not a player link. Scan the QR code on your player card again, or ask the TD.</p>
    </main>
  ),
  document.getElementById("app")!,
);
