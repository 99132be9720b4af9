// R11 (pods, seats alternating Light/Dark, dummy seats, pass direction per pack), R4 (deck
// building time) and R12 (the sealed formats catalogue) — all computed by src/core/event-rules.
import { useState } from "preact/hooks";
import {
  computeDeckBuildingTime,
  computePodSizes,
  listSealedFormats,
  makeDraftSeating,
  sanctioningOfProfile,
  type SealedFormatId,
} from "../../../src/core/event-rules/index.js";
import { profileNameOfEvent } from "../../../src/core/games.js";
import { sideLabel } from "../labels.js";
import type { ManageContext } from "./context.js";
import { isOutStatus } from "../../../src/core/players/player-status.js";

export function DraftSealed({ ctx }: { ctx: ManageContext }) {
  const formats = listSealedFormats();
  // R12: the format picked on /new is kept in the event's options; start there.
  const stored = ctx.file.event.options?.format;
  const [formatId, setFormatId] = useState<string>(
    typeof stored === "string" && formats.some((f) => f.id === stored) ? stored : (formats[0]?.id ?? ""),
  );
  const format = formats.find((f) => f.id === formatId);
  const [packs, setPacks] = useState(String(format?.boosterPacks ?? 3));
  const players = ctx.file.players.filter((p) => !isOutStatus(p.status)).map((p) => p.id);
  const pods = computePodSizes(players.length);
  const seating =
    players.length >= 3
      ? makeDraftSeating({ players, seed: ctx.file.event.seed ?? ctx.eventId, packs: Number(packs) || 1 })
      : undefined;
  const rules = profileNameOfEvent(ctx.file.event);
  const sanctioning = sanctioningOfProfile(rules);
  const building =
    sanctioning && ctx.file.event.game !== "ote"
      ? computeDeckBuildingTime({
          game: ctx.file.event.game,
          type: "sealed",
          sanctioning,
          format: formatId as SealedFormatId,
        })
      : undefined;
  return (
    <>
      <section aria-labelledby="formats-title">
        <h2 id="formats-title">Sealed formats (R12)</h2>
        <label for="format">Format</label>
        <select
          id="format"
          value={formatId}
          onChange={(e) => {
            setFormatId(e.currentTarget.value);
            const next = formats.find((f) => f.id === e.currentTarget.value);
            if (next?.boosterPacks) setPacks(String(next.boosterPacks));
          }}
        >
          {formats.map((f) => (
            <option key={f.id} value={f.id}>
              {f.name}
            </option>
          ))}
        </select>
        {format && (
          <dl class="facts">
            <dt>Product per player</dt>
            <dd>{format.productRequired.map((p) => `${p.count} × ${p.product}`).join(", ")}</dd>
            <dt>Deck size</dt>
            <dd>
              {format.deckSize ?? "whatever the product holds"}{" "}
              <span class="muted">({format.deckSizeSource})</span>
            </dd>
            <dt>Games before the Final Confrontation</dt>
            <dd>at least {format.minimumGames}</dd>
            <dt>Pairing</dt>
            <dd>
              {format.allegiance === "none"
                ? "one-deck Swiss, no sides: the decks have no allegiance (D2)"
                : "each player keeps one side, Dark pile v Light pile (D1)"}
            </dd>
            <dt>Final Confrontation</dt>
            <dd>{format.finalConfrontation === "top-two" ? "the top two" : "top Dark vs top Light"}</dd>
            <dt>Deck building (R4)</dt>
            <dd>{building?.ok ? building.value.explanation : building ? building.error.message : "—"}</dd>
            {format.specialRules.length > 0 && (
              <>
                <dt>Special rules</dt>
                <dd>
                  <ul>
                    {format.specialRules.map((r, i) => (
                      <li key={i}>{r}</li>
                    ))}
                  </ul>
                </dd>
              </>
            )}
          </dl>
        )}
      </section>
      {format?.kind === "secret-squirrel" ? (
        <section aria-labelledby="pods-title">
          <h2 id="pods-title">No draft (R12)</h2>
          <p>
            Secret Squirrel: product is not exchanged or drafted, and a deck is the product the player opens,
            with both sides' cards — no pods, and no Dark or Light player: games are paired one-deck Swiss,
            without sides (D2), and the Final Confrontation is the top two (F3).
          </p>
        </section>
      ) : (
        <section aria-labelledby="pods-title">
          <h2 id="pods-title">Draft pods (R11) for {players.length} players</h2>
          {!pods.ok ? <p class="muted">{pods.error.message}</p> : <p>{pods.value.explanation}</p>}
          <label for="packs">Packs per player</label>
          <input
            id="packs"
            inputMode="numeric"
            size={4}
            value={packs}
            onInput={(e) => setPacks(e.currentTarget.value)}
          />
          {seating?.ok && (
            <>
              <p>
                Pass directions:{" "}
                {seating.value.passDirections.map((d, i) => (
                  <span key={i}>
                    {i > 0 && ", "}pack {i + 1} {d}
                  </span>
                ))}
              </p>
              <div class="pods">
                {seating.value.pods.map((pod) => (
                  <table key={pod.pod} aria-label={`Pod ${pod.pod}`}>
                    <caption>
                      Pod {pod.pod} ({pod.size} seats{pod.dummy ? ", with the dummy hand the TD drafts" : ""})
                    </caption>
                    <thead>
                      <tr>
                        <th class="num">Seat</th>
                        <th>Player</th>
                        <th>Side</th>
                      </tr>
                    </thead>
                    <tbody>
                      {pod.seats.map((s) => (
                        <tr key={s.seat}>
                          <td class="num">{s.seat}</td>
                          <td>{s.isDummy ? "Dummy (TD)" : ctx.nameOf(s.player ?? "")}</td>
                          <td>
                            <span class={`side-${s.side}`}>{sideLabel(s.side)}</span>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                ))}
              </div>
            </>
          )}
          {seating && !seating.ok && <p class="error">{seating.error.message}</p>}
        </section>
      )}
    </>
  );
}
