// The rating over time (issue 14 item 4) with uPlot: one point per rated game, x = the event's
// date (games of one day spread a little so the line stays readable), y = the rating after it.
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import type { RatingHistoryJson } from "../shared/types.js";

const DAY_S = 86_400;

export function toChartData(games: RatingHistoryJson["history"]): [number[], number[]] {
  const xs: number[] = [];
  const ys: number[] = [];
  let previousDay = Number.NaN;
  let sameDay = 0;
  if (games[0]) {
    // The start: the rating before the first game, the day before.
    xs.push(Date.parse(games[0].date) / 1000 - DAY_S / 2);
    ys.push(games[0].before);
  }
  for (const game of games) {
    const day = Date.parse(game.date) / 1000;
    sameDay = day === previousDay ? sameDay + 1 : 0;
    previousDay = day;
    xs.push(day + sameDay * (DAY_S / 24));
    ys.push(game.after);
  }
  return [xs, ys];
}

export function drawRatingChart(
  host: HTMLElement,
  games: RatingHistoryJson["history"],
  label: string,
): () => void {
  const width = Math.max(280, Math.min(host.clientWidth || 640, 900));
  const plot = new uPlot(
    {
      width,
      height: Math.round(Math.min(320, width * 0.6)),
      title: undefined,
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: true } },
      axes: [
        { stroke: "#16181d", grid: { stroke: "#e5e7eb" } },
        { stroke: "#16181d", grid: { stroke: "#e5e7eb" }, size: 50 },
      ],
      series: [{}, { label, stroke: "#1d4ed8", width: 2, points: { show: true, size: 6 } }],
    },
    toChartData(games),
    host,
  );
  const onResize = (): void =>
    plot.setSize({
      width: Math.max(280, Math.min(host.clientWidth, 900)),
      height: Math.round(Math.min(320, Math.max(280, Math.min(host.clientWidth, 900)) * 0.6)),
    });
  window.addEventListener("resize", onResize);
  return () => {
    window.removeEventListener("resize", onResize);
    plot.destroy();
  };
}
