import { render } from "preact";
import "../shared/base.css";

function Console() {
  return (
    <main>
      <h1>Hands Down</h1>
      <p>The TD console is being built.</p>
    </main>
  );
}

render(<Console />, document.getElementById("app")!);
