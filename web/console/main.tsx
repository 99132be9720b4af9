// The TD console (docs/server.md): `/` sign-in or the TD's events, `/new`, the manage
// views under `/events/{id}/manage`, and print-outs under `/events/{id}/print/…`.
import { render } from "preact";
import "../shared/base.css";
import "./console.css";
import { onLinkClick, usePath } from "./hooks.js";
import { Home } from "./pages/Home.js";
import { NewEvent } from "./pages/NewEvent.js";
import { Manage } from "./manage/Manage.js";
import { PrintPage } from "./print/PrintPage.js";
import { SessionGate } from "./SessionGate.js";

function Page() {
  const path = usePath();
  const [pathname = "/", search = ""] = path.split("?");
  const manage = /^\/events\/([^/]+)\/manage(?:\/([a-z-]+))?\/?$/.exec(pathname);
  const print = /^\/events\/([^/]+)\/print\/([a-z-]+)\/?$/.exec(pathname);
  if (print)
    return (
      <PrintPage
        eventId={decodeURIComponent(print[1]!)}
        kind={print[2]!}
        query={new URLSearchParams(search)}
      />
    );
  if (manage) return <Manage eventId={decodeURIComponent(manage[1]!)} view={manage[2] ?? "players"} />;
  if (pathname === "/new") return <NewEvent />;
  if (pathname === "/") return <Home />;
  return (
    <main>
      <h1>Page not found</h1>
      <p>
        <a href="/">Back to your events</a>
      </p>
    </main>
  );
}

/** Every page, and over it the sign-in dialog of a tab whose session ended. */
export function Console() {
  return (
    <>
      <Page />
      <SessionGate />
    </>
  );
}

document.addEventListener("click", onLinkClick);
render(<Console />, document.getElementById("app")!);
