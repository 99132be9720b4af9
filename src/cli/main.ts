#!/usr/bin/env node
import { runAlone } from "./root.js";

const argv = process.argv.slice(2);

// `handsdown ratings show --json | head`: once the reader has what it wants it closes the pipe,
// and the next write fails with EPIPE. That is no error of ours: stop quietly, as `cat` does.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(0);
    throw error;
  });
}

/** A command that can run alone loads only its own definition; else all of them. */
async function main(): Promise<number> {
  const alone = await runAlone(argv);
  if (alone !== undefined) return alone;
  const { run } = await import("./program.js");
  return run(argv);
}

main().then(
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
