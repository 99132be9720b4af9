// F5: once the TD finishes the event (FinishEvent) nothing more is timed or paired, so the public
// page and the projector show who won in place of the round timer ("The timer has not started"
// over an empty clock told the room nothing).
import type { StandingsJson } from "./types.js";

export function FinishedBanner({ standings, size }: { standings: StandingsJson; size?: "large" }) {
  const winners = standings.standings.filter((row) => row.rank === 1).map((row) => row.name);
  return (
    <p
      class={`finished-banner${size === "large" ? " finished-banner-large" : ""}`}
      data-testid="finished-banner"
    >
      The event is finished
      {winners.length > 0 ? (
        <>
          : <strong>{winners.join(" and ")}</strong> {winners.length > 1 ? "share first place" : "wins"}
        </>
      ) : (
        ""
      )}
      .
    </p>
  );
}
