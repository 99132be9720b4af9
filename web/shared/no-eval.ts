// The server's Content-Security-Policy allows scripts from 'self' only (no eval). Zod 4 probes
// for eval with `Function("")` the first time it checks an object schema, which the browser
// reports as a CSP violation on the console; jitless mode skips the probe (same results).
// Import this first in every page that bundles src/core's schemas. It also gives the core this
// zod to build its schemas from, on first use (src/core/zod.ts).
import { config } from "zod";
import "../../src/core/zod-esm.js";

config({ jitless: true });
