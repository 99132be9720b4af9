import { render } from "preact";
import "../shared/base.css";

function PlayerPage() {
  return (
    <main>
      <h1>Hands Down</h1>
      <p>The player page is being built.</p>
    </main>
  );
}

render(<PlayerPage />, document.getElementById("app")!);
