import { render } from "preact";
import "../shared/base.css";

function PublicPages() {
  return (
    <main>
      <h1>Hands Down</h1>
      <p>The public event pages are being built.</p>
    </main>
  );
}

render(<PublicPages />, document.getElementById("app")!);
