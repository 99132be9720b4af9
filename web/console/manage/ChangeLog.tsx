// R6: every change kept — who did what, when, newest first.
import { describeActor } from "../../../src/core/result-words.js";
import { useResource } from "../hooks.js";
import { withNames } from "../lib/names.js";
import { withGamePlaces } from "../lib/game-places.js";
import type { ManageContext } from "./context.js";
import { toChangeLogLines } from "./change-log-lines.js";

export function ChangeLog({ ctx, version }: { ctx: ManageContext; version: number }) {
  const answer = useResource<unknown>(`/api/events/${encodeURIComponent(ctx.eventId)}/audit`, version);
  const lines = toChangeLogLines(answer.data);
  return (
    <section aria-labelledby="change-log-title">
      <h2 id="change-log-title">Change log ({lines.length})</h2>
      {answer.error && <p class="error">{answer.error}</p>}
      <table>
        <thead>
          <tr>
            <th class="num">#</th>
            <th>When</th>
            <th>Who</th>
            <th>What</th>
          </tr>
        </thead>
        <tbody>
          {[...lines].reverse().map((line) => (
            <tr key={line.version}>
              <td class="num">{line.version}</td>
              <td>{new Date(line.recordedAt).toLocaleString()}</td>
              <td>{describeActor(line.actor, ctx.nameOf)}</td>
              <td>{withGamePlaces(withNames(line.what, ctx.names))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
