// The leaderboard per pool (`/ratings`, `/ratings/{game}/{type}`) and a player's
// history with a rating chart (`/ratings/players/{id}`), readable on a phone. The numbers come
// from the ratings API (the core's L1–L5); the page only shows them.
import { useEffect, useState } from "preact/hooks";
import { get } from "../shared/api.js";
import type { RatingHistoryJson, RatingsJson } from "../shared/types.js";

const GAME_NAMES: Readonly<Record<string, string>> = {
  swccg: "Star Wars CCG",
  stccg1e: "Star Trek CCG 1E",
  stccg2e: "Star Trek CCG 2E",
  yj: "Young Jedi CCG",
  ote: "On the Edge",
};

/** `swccg/constructed` → "Star Wars CCG — constructed". */
export function poolLabel(pool: string): string {
  const [game = pool, type] = pool.split("/");
  return type ? `${GAME_NAMES[game] ?? game} — ${type}` : (GAME_NAMES[game] ?? game);
}

function useLoad<T>(path: string): { data?: T; error?: string } {
  const [state, setState] = useState<{ data?: T; error?: string }>({});
  useEffect(() => {
    let cancelled = false;
    get<T>(path).then(
      (data) => !cancelled && setState({ data }),
      (e: unknown) => !cancelled && setState({ error: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      cancelled = true;
    };
  }, [path]);
  return state;
}

export function RatingsPage({ pool }: { pool?: string }) {
  const { data, error } = useLoad<RatingsJson>("/api/ratings");
  const pools = data ? Object.keys(data.pools).sort() : [];
  const current = pool && data?.pools[pool] ? pool : pools[0];
  useEffect(() => {
    document.title = current ? `Ratings: ${poolLabel(current)} — Hands Down` : "Ratings — Hands Down";
  }, [current]);
  if (error)
    return (
      <main>
        <h1>Ratings</h1>
        <p class="error" role="alert">
          {error}
        </p>
      </main>
    );
  if (!data)
    return (
      <main>
        <h1>Ratings</h1>
        <p class="loading">Loading…</p>
      </main>
    );
  const rows = current ? (data.pools[current] ?? []) : [];
  return (
    <main class="ratings">
      <h1>Ratings</h1>
      <p class="subtitle">Decipher's Elo: one pool per game and format; everybody starts at 1500.</p>
      {pools.length === 0 && (
        <p class="notice">
          No rated games yet: import results files with <code>handsdown ratings import</code>.
        </p>
      )}
      {pools.length > 1 && (
        <nav aria-label="Pools" class="pool-nav">
          {pools.map((p) => (
            <a
              key={p}
              href={`/ratings/${p}`}
              aria-current={p === current ? "page" : undefined}
              class="pool-link"
            >
              {poolLabel(p)}
            </a>
          ))}
        </nav>
      )}
      {pool && !data.pools[pool] && (
        <p class="notice">
          There is no pool “{pool}”; showing {current ? poolLabel(current) : "nothing"}.
        </p>
      )}
      {current && (
        <table class="leaderboard">
          <caption>
            {poolLabel(current)} — {rows.length} players
          </caption>
          <thead>
            <tr>
              <th scope="col" class="num">
                #
              </th>
              <th scope="col">Player</th>
              <th scope="col" class="num">
                Rating
              </th>
              <th scope="col" class="num">
                Games
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={row.id}>
                <td class="num">{row.rank ?? rankAt(rows, i)}</td>
                <th scope="row">
                  <a href={`/ratings/players/${encodeURIComponent(row.id)}`}>{row.name || row.id}</a>
                </th>
                <td class="num">{row.rating}</td>
                <td class="num">{row.games}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}

/** Equal ratings share a place (1, 2, 2, 4), as the standings do. */
function rankAt(rows: readonly { rating: number }[], i: number): number {
  let first = i;
  while (first > 0 && rows[first - 1]!.rating === rows[i]!.rating) first--;
  return first + 1;
}

export function RatingPlayerPage({ playerId }: { playerId: string }) {
  const history = useLoad<RatingHistoryJson>(`/api/ratings/players/${encodeURIComponent(playerId)}`);
  const board = useLoad<RatingsJson>("/api/ratings");
  const names = new Map<string, string>();
  for (const rows of Object.values(board.data?.pools ?? {}))
    for (const row of rows) names.set(row.id, row.name);
  const name = history.data?.name ?? names.get(playerId) ?? playerId;
  useEffect(() => {
    document.title = `${name}: rating history — Hands Down`;
  }, [name]);
  if (history.error)
    return (
      <main>
        <h1>{name}</h1>
        <p class="error" role="alert">
          {history.error}
        </p>
        <a href="/ratings">All ratings</a>
      </main>
    );
  if (!history.data)
    return (
      <main>
        <h1>{name}</h1>
        <p class="loading">Loading…</p>
      </main>
    );
  const games = history.data.history;
  const pools = [...new Set(games.map((g) => g.pool))].sort();
  return (
    <main class="ratings">
      <p>
        <a href="/ratings">← All ratings</a>
      </p>
      <h1>{name}</h1>
      <p class="subtitle">ID {playerId}</p>
      {games.length === 0 && <p class="notice">No rated games.</p>}
      {pools.map((pool) => {
        const inPool = games.filter((g) => g.pool === pool);
        const last = inPool[inPool.length - 1];
        return (
          <section key={pool} aria-labelledby={`pool-${pool}`}>
            <h2 id={`pool-${pool}`}>
              {poolLabel(pool)}: {last?.after ?? "–"} <span class="muted">after {inPool.length} games</span>
            </h2>
            <RatingChart games={inPool} label={`${name}, ${poolLabel(pool)}`} />
            <ol class="rating-history" reversed>
              {[...inPool].reverse().map((g, i) => (
                <li key={i}>
                  <p class="rh-top">
                    <span class="muted">
                      {g.date} · {g.event}
                    </span>
                  </p>
                  <p class="rh-main">
                    <span>
                      vs{" "}
                      <a href={`/ratings/players/${encodeURIComponent(g.opponent)}`}>
                        {g.opponentName ?? names.get(g.opponent) ?? g.opponent}
                      </a>
                      {g.result && <span class="muted"> ({g.result})</span>}
                    </span>
                    <span class={`rh-change ${g.change > 0 ? "up" : g.change < 0 ? "down" : ""}`}>
                      {g.change > 0 ? `+${g.change}` : g.change}
                    </span>
                    <span class="rh-after">{g.after}</span>
                  </p>
                  <p class="why muted">{g.why}</p>
                </li>
              ))}
            </ol>
          </section>
        );
      })}
    </main>
  );
}

/** uPlot is loaded only on this page (it is not in the event pages' or the player page's JS). */
function RatingChart({ games, label }: { games: RatingHistoryJson["history"]; label: string }) {
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!host || games.length === 0) return;
    let dispose: (() => void) | undefined;
    let cancelled = false;
    void import("./rating-chart.js").then(({ drawRatingChart }) => {
      if (!cancelled) dispose = drawRatingChart(host, games, label);
    });
    return () => {
      cancelled = true;
      dispose?.();
    };
  }, [host, games]);
  return <div class="rating-chart" ref={setHost} role="img" aria-label={`Rating over time: ${label}`} />;
}
