// R10 (SW-PC Championship Level): the automatic Worlds Day 2 bids and virtual card design
// opportunities at the end — who gets what and why each player above them did not. The TD says
// how many the event awards and who already holds a bid or is an Advocate; the core decides.
import { useState } from "preact/hooks";
import { awardChampionshipPrizes } from "../../../src/core/event-rules/index.js";
import type { ManageContext } from "./context.js";

export function Prizes({ ctx }: { ctx: ManageContext }) {
  const [bids, setBids] = useState("1");
  const [designs, setDesigns] = useState("0");
  const [hasBid, setHasBid] = useState<string[]>([]);
  const [advocates, setAdvocates] = useState<string[]>([]);
  const rows = ctx.standings?.standings ?? [];
  if (!ctx.file.event.championship) {
    return (
      <section>
        <h2>Prizes</h2>
        <p class="muted">
          Bids and design opportunities (R10) belong to Championship Level events; this event is not one.
        </p>
      </section>
    );
  }
  const report = awardChampionshipPrizes({
    standings: rows.map((r) => ({
      id: r.id,
      hasBid: hasBid.includes(r.id),
      isAdvocate: advocates.includes(r.id),
      isDisqualified: r.status === "disqualified",
    })),
    bids: Number(bids),
    designOpportunities: Number(designs),
  });
  const toggle = (list: string[], set: (l: string[]) => void, id: string, on: boolean): void =>
    set(on ? [...list, id] : list.filter((x) => x !== id));
  return (
    <section aria-labelledby="prizes-title">
      <h2 id="prizes-title">Championship Level bids and design opportunities (R10)</h2>
      <div class="row-form">
        <div>
          <label for="bids">Automatic Day 2 bids</label>
          <input id="bids" inputMode="numeric" value={bids} onInput={(e) => setBids(e.currentTarget.value)} />
        </div>
        <div>
          <label for="designs">Design opportunities</label>
          <input
            id="designs"
            inputMode="numeric"
            value={designs}
            onInput={(e) => setDesigns(e.currentTarget.value)}
          />
        </div>
      </div>
      <table>
        <thead>
          <tr>
            <th class="num">#</th>
            <th>Player</th>
            <th>Already has a bid</th>
            <th>Advocate</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td class="num">{r.rank}</td>
              <td>{r.name}</td>
              <td>
                <input
                  type="checkbox"
                  aria-label={`${r.name} already has a bid`}
                  checked={hasBid.includes(r.id)}
                  onChange={(e) => toggle(hasBid, setHasBid, r.id, e.currentTarget.checked)}
                />
              </td>
              <td>
                <input
                  type="checkbox"
                  aria-label={`${r.name} is an Advocate`}
                  checked={advocates.includes(r.id)}
                  onChange={(e) => toggle(advocates, setAdvocates, r.id, e.currentTarget.checked)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {!report.ok ? (
        <p class="error">
          {report.error.field}: {report.error.message} ({report.error.rule})
        </p>
      ) : (
        <>
          <h3>Who gets what</h3>
          <ul data-testid="awards">
            {report.value.awards.map((a) => (
              <li key={`${a.prize}-${a.id}`}>
                {a.prize === "worlds-day-2-bid" ? "Worlds Day 2 bid" : "Design opportunity"}:{" "}
                {ctx.nameOf(a.id)} (#{a.place}) — {a.reason}
              </li>
            ))}
          </ul>
          {report.value.passedOver.length > 0 && (
            <>
              <h3>Placed above, but not awarded</h3>
              <ul>
                {report.value.passedOver.map((a) => (
                  <li key={`${a.prize}-${a.id}`}>
                    {ctx.nameOf(a.id)} (#{a.place}): {a.reason}
                  </li>
                ))}
              </ul>
            </>
          )}
          {(report.value.unawarded.bids > 0 || report.value.unawarded.designOpportunities > 0) && (
            <p class="muted">
              Not awarded (nobody eligible left): {report.value.unawarded.bids} bid(s),{" "}
              {report.value.unawarded.designOpportunities} design opportunity(ies).
            </p>
          )}
        </>
      )}
    </section>
  );
}
