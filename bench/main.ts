// `npm run bench`: runs every suite of bench/suites.ts and prints what each measured.
// `npm run bench -- pairing` runs only the suites whose name contains "pairing".
import { performance } from "node:perf_hooks";
import { suites } from "./suites.js";

const filters = process.argv.slice(2);
const chosen = suites.filter((suite) => filters.length === 0 || filters.some((f) => suite.name.includes(f)));
const started = performance.now();
for (const suite of chosen) {
  const at = performance.now();
  process.stdout.write(`\n## ${suite.name}\n\n`);
  process.stdout.write(`${await suite.run()}\n`);
  process.stdout.write(`\n(${suite.name}: ${((performance.now() - at) / 1000).toFixed(1)} s)\n`);
}
process.stdout.write(
  `\nbench: ${chosen.length} suite(s) in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
);
