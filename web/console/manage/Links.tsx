// docs/architecture.md: each player's personal link (staff only) with its QR code, to hand out or print on
// player cards; the player opens it on a phone to see the table and report results.
import { useEffect, useState } from "preact/hooks";
import QRCode from "qrcode";
import { useResource } from "../hooks.js";
import type { ManageContext } from "./context.js";

export interface PlayerLink {
  readonly playerId: string;
  readonly token: string;
  readonly url: string;
}

export function QrImage({ url, label, size = 144 }: { url: string; label: string; size?: number }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let cancelled = false;
    void QRCode.toDataURL(url, { margin: 1, width: size, errorCorrectionLevel: "M" }).then((data) => {
      if (!cancelled) setSrc(data);
    });
    return () => {
      cancelled = true;
    };
  }, [url, size]);
  return src ? (
    <img src={src} width={size} height={size} alt={`QR code of ${label}`} />
  ) : (
    <span class="qr-placeholder" />
  );
}

/** The server's answer: the links, the address they carry and whether a phone can open it. */
export interface PlayerLinks {
  readonly base: string;
  readonly reachable: boolean;
  readonly links: PlayerLink[];
}

/** Said wherever links or cards are shown, when the only address is loopback (link-base.ts). */
export function LoopbackWarning({ answer }: { answer: PlayerLinks | undefined }) {
  if (!answer || answer.reachable) return null;
  return (
    <p class="warning" role="alert">
      These links use {answer.base}, which only this computer can open: a phone cannot. Start the server with{" "}
      <code>--host 0.0.0.0</code> (it prints the address phones reach) or <code>--public-url</code>, then
      print the cards.
    </p>
  );
}

export function usePlayerLinks(eventId: string, version: number) {
  return useResource<PlayerLinks>(`/api/events/${encodeURIComponent(eventId)}/player-links`, version);
}

export function Links({ ctx }: { ctx: ManageContext }) {
  const links = usePlayerLinks(ctx.eventId, ctx.file.players.length);
  return (
    <section aria-labelledby="links-title">
      <h2 id="links-title">Player links</h2>
      <p class="muted">
        Each player's own page: table, opponent and side, and reporting results from the phone. Print them as{" "}
        <a href={`/events/${encodeURIComponent(ctx.eventId)}/print/cards`}>player cards</a>.
      </p>
      {links.error && <p class="error">{links.error}</p>}
      <LoopbackWarning answer={links.data} />
      <ul class="link-grid">
        {(links.data?.links ?? []).map((link) => (
          <li key={link.playerId}>
            <QrImage url={link.url} label={`${ctx.nameOf(link.playerId)}'s page`} size={120} />
            <div>
              <strong>{ctx.nameOf(link.playerId)}</strong>
              <br />
              <a href={link.url} data-player={link.playerId}>
                {link.url}
              </a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
