// The server's Content-Security-Policy forbids eval (DESIGN.md: pages load nothing foreign).
// zod (inside the core's scoring) probes `new Function` once, and the browser reports the blocked
// probe as a console error; jitless mode skips the probe and validates without generated code.
// Import this first in every entry that bundles src/core's schemas (console, player).
import { config } from "zod";

config({ jitless: true });
