// The rating over time with uPlot: one point per rated game, x = the event's
// date (games of one day spread a little so the line stays readable), y = the rating after it.
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import type { RatingHistoryJson } from "../shared/types.js";

/**
 * x = the game's place in the order played (L5: game by game; 0 = the rating before the first),
 * y = the rating after it; the axis labels each position with its event's date.
 */
export function toChartData(games: RatingHistoryJson["history"]): [number[], number[]] {
  const xs: number[] = [];
  const ys: number[] = [];
  if (games[0]) {
    xs.push(0);
    ys.push(games[0].before);
  }
  games.forEach((game, i) => {
    xs.push(i + 1);
    ys.push(game.after);
  });
  return [xs, ys];
}

export function drawRatingChart(
  host: HTMLElement,
  games: RatingHistoryJson["history"],
  label: string,
): () => void {
  const sizeOf = (): { width: number; height: number } => {
    const width = Math.max(280, Math.min(host.clientWidth || 640, 900));
    return { width, height: Math.round(Math.max(200, Math.min(320, width * 0.6))) };
  };
  const dateAt = (x: number): string => (Number.isInteger(x) ? (games[Math.max(0, x - 1)]?.date ?? "") : "");
  const plot = new uPlot(
    {
      ...sizeOf(),
      padding: [12, 36, 0, 0],
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: false } },
      axes: [
        {
          stroke: "#16181d",
          grid: { stroke: "#e5e7eb" },
          incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500],
          values: (_u, splits) => splits.map(dateAt),
        },
        { stroke: "#16181d", grid: { stroke: "#e5e7eb" }, size: 50 },
      ],
      series: [{}, { label, stroke: "#1d4ed8", width: 2, points: { show: true, size: 7 } }],
    },
    toChartData(games),
    host,
  );
  const onResize = (): void => plot.setSize(sizeOf());
  window.addEventListener("resize", onResize);
  return () => {
    window.removeEventListener("resize", onResize);
    plot.destroy();
  };
}
