// What the benches share to sum up their timings: the median and quantiles of a series, and a
// fixed piece of work timed in the same run, so figures from two machines can be compared.
import { performance } from "node:perf_hooks";
import { makeRandom } from "../src/core/random.js";

/** The value at `q` (0..1) of the sorted series: the one below which a share q of the others lie. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

export const median = (values: readonly number[]): number => quantile(values, 0.5);

/** Sorting 200,000 floats, timed (ms): the machine's speed in this run. */
export function machineBaseline(): number {
  const random = makeRandom("baseline");
  const values = Array.from({ length: 200_000 }, () => random.next());
  const t0 = performance.now();
  values.sort((a, b) => a - b);
  return performance.now() - t0;
}
