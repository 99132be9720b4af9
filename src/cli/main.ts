#!/usr/bin/env node
import { run } from "./program.js";

run(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // Only a bug gets here: bad input is reported by the commands with exit status 1.
    process.stderr.write(
      `handsdown: internal error: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
    process.exitCode = 3;
  },
);
