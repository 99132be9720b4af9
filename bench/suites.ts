// The suites `npm run bench` runs, in order. Add a suite with one line.
import { bigEventSuite } from "./big-event.js";
import { cliSuite } from "./cli.js";
import { liveSuite } from "./live.js";
import { pairingSuite } from "./pairing.js";
import { storeSuite } from "./store.js";
import { replaySuite } from "./replay.js";
import { ratingsSuite } from "./ratings.js";
import type { BenchSuite } from "./suite.js";

export const suites: readonly BenchSuite[] = [
  pairingSuite,
  storeSuite,
  replaySuite,
  liveSuite,
  bigEventSuite,
  ratingsSuite,
  cliSuite,
];
