// The print-outs, and "Copy for the forum" of pairings and standings as BBCode and
// Markdown, as SWCCG TDs post them today.
import { useState } from "preact/hooks";
import { pairingsForForum, standingsForForum, type ForumFlavour } from "../lib/forum.js";
import type { ManageContext } from "./context.js";

export function forumPairings(ctx: ManageContext, flavour: ForumFlavour): string {
  const p = ctx.pairings;
  const title = `${ctx.file.event.name} — round ${p?.round ?? "?"}, game ${p?.game ?? "?"}${p?.final ? " (final)" : ""} pairings`;
  return pairingsForForum(
    flavour,
    title,
    (p?.pairings ?? []).map((t) => ({
      table: t.table,
      players: t.players.map((s) => ({ name: ctx.nameOf(s.id), ...(s.side && { side: s.side }) })),
    })),
    (p?.byes ?? []).map(ctx.nameOf),
  );
}

export function forumStandings(ctx: ManageContext, flavour: ForumFlavour): string {
  const rows = ctx.standings?.standings ?? [];
  return standingsForForum(
    flavour,
    `${ctx.file.event.name} — standings`,
    rows.map((r) => ({ rank: r.rank, name: r.name, vp: r.vp, diff: r.diff ?? 0 })),
  );
}

export function Printouts({ ctx }: { ctx: ManageContext }) {
  const [flavour, setFlavour] = useState<ForumFlavour>("bbcode");
  const [what, setWhat] = useState<"pairings" | "standings">("pairings");
  const [copied, setCopied] = useState("");
  const text = what === "pairings" ? forumPairings(ctx, flavour) : forumStandings(ctx, flavour);
  const base = `/events/${encodeURIComponent(ctx.eventId)}/print`;
  return (
    <>
      <section aria-labelledby="print-title">
        <h2 id="print-title">Print</h2>
        <ul class="print-links">
          <li>
            <a href={`${base}/pairings`}>Pairings by table</a> ·{" "}
            <a href={`${base}/pairings?by=name`}>by name</a>
          </li>
          <li>
            <a href={`${base}/standings`}>Standings</a>
          </li>
          <li>
            <a href={`${base}/slips`}>Score slips</a> (one per game, cut along the lines)
          </li>
          <li>
            <a href={`${base}/cards`}>Player cards</a> (with the QR code of each player's page)
          </li>
        </ul>
      </section>
      <section aria-labelledby="forum-title">
        <h2 id="forum-title">Copy for the forum</h2>
        <div class="row-form">
          <div>
            <label for="forum-what">What</label>
            <select
              id="forum-what"
              value={what}
              onChange={(e) => setWhat(e.currentTarget.value as "pairings" | "standings")}
            >
              <option value="pairings">Pairings</option>
              <option value="standings">Standings</option>
            </select>
          </div>
          <div>
            <label for="forum-flavour">Format</label>
            <select
              id="forum-flavour"
              value={flavour}
              onChange={(e) => setFlavour(e.currentTarget.value as ForumFlavour)}
            >
              <option value="bbcode">BBCode (phpBB forums)</option>
              <option value="markdown">Markdown</option>
            </select>
          </div>
          <div>
            <button
              type="button"
              onClick={() =>
                void navigator.clipboard?.writeText(text).then(
                  () => setCopied("Copied."),
                  () => setCopied("Select the text and copy it."),
                )
              }
            >
              Copy
            </button>
          </div>
        </div>
        <label for="forum-text">Text to paste</label>
        <textarea id="forum-text" readOnly rows={12} value={text} class="mono" />
        <p role="status">{copied}</p>
      </section>
    </>
  );
}
