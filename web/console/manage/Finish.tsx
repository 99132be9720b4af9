// Finishing the event (F5): the TD says the event is over once every result stands; the timer
// stops (the core drops it), every page shows the winner, and the results file is there to
// download. A correction after finishing still works (R6) but asks first.
import type { ManageContext } from "./context.js";

/** The address of the event's results file (docs/guide/results-file.md), as a download. */
export function resultsFileLink(eventId: string, eventName: string): { href: string; download: string } {
  const slug =
    eventName
      .replace(/[^\p{L}\p{N}]+/gu, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "event";
  return { href: `/api/events/${encodeURIComponent(eventId)}`, download: `${slug}.json` };
}

export function winnerOf(ctx: ManageContext): string | undefined {
  return ctx.standings?.standings.find((row) => row.rank === 1)?.name;
}

export function FinishedBanner({ ctx }: { ctx: ManageContext }) {
  if (!ctx.pairings?.finished) return null;
  const winner = winnerOf(ctx);
  return (
    <p class="finished-banner" role="status" data-testid="finished-banner">
      The event is finished
      {winner ? (
        <>
          : <strong>{winner}</strong> wins
        </>
      ) : (
        ""
      )}
      . Thank you, TD!
    </p>
  );
}

export function FinishSection({ ctx }: { ctx: ManageContext }) {
  if (ctx.pairings?.finished) return null;
  const started = ctx.pairings?.round !== null && ctx.pairings?.round !== undefined;
  if (!started) return null;
  return (
    <section aria-labelledby="finish-title">
      <h3 id="finish-title">Finish the event</h3>
      <p class="muted">
        When the last game is in: the timer stops, the pages show the winner and no game is paired any more. A
        result can still be corrected after it, with a reason (R6).
      </p>
      <button
        type="button"
        onClick={() => {
          if (confirm("Finish the event? No game can be paired after it."))
            void ctx.run({ type: "FinishEvent" }, "The event is finished");
        }}
      >
        Finish the event
      </button>
    </section>
  );
}

/** R6 after F5: a correction of a finished event changes the final standings, so it asks first. */
export function confirmCorrectionAfterFinish(ctx: ManageContext): boolean {
  if (!ctx.pairings?.finished) return true;
  return confirm(
    "The event is finished: this correction changes its final standings and results file. Correct it anyway?",
  );
}
