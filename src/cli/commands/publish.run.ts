import { publishAndFollow, publishOnce, PublishError } from "../../server/publish-client.js";
import { badInput } from "../exit.js";
import { printLines, warn } from "../output.js";
import { withStore, type DbOptions } from "../store-option.js";

/** --once: attempts before giving up (250 ms, then doubling, between them). */
const ONCE_ATTEMPTS = 5;

export async function run(
  event: string,
  flags: DbOptions & { to: string; token: string; once?: boolean },
): Promise<void> {
  await withStore(flags, async (store) => {
    // --once is a script's step: after a few failed attempts (about 4 s) it gives up with one
    // line, instead of retrying for ever as the following mode does for a venue's flaky wifi.
    const options = {
      store,
      stream: event,
      to: flags.to,
      token: flags.token,
      log: warn,
      ...(flags.once && { maxFailures: ONCE_ATTEMPTS }),
    };
    try {
      if (flags.once) {
        const done = await publishOnce(options);
        printLines([
          `published ${event}: ${flags.to} holds version ${done.version} (${done.pushed} new event(s))`,
        ]);
        return;
      }
      const stop = new AbortController();
      process.once("SIGINT", () => stop.abort());
      process.once("SIGTERM", () => stop.abort());
      warn(`publishing ${event} to ${flags.to}; following new events (Ctrl-C to stop)`);
      await publishAndFollow(options, stop.signal);
    } catch (error) {
      if (error instanceof PublishError) return badInput(`publish: ${error.message}`);
      const cause = (error as { cause?: { code?: string } } | undefined)?.cause?.code;
      return badInput(
        `--to ${flags.to}: cannot reach the server (${cause ?? (error instanceof Error ? error.message : String(error))}); gave up after ${ONCE_ATTEMPTS} attempts`,
      );
    }
  });
}
