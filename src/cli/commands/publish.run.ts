import { publishAndFollow, publishOnce, PublishError } from "../../server/publish-client.js";
import { badInput } from "../exit.js";
import { printLines, warn } from "../output.js";
import { withStore, type DbOptions } from "../store-option.js";

export async function run(
  event: string,
  flags: DbOptions & { to: string; token: string; once?: boolean },
): Promise<void> {
  await withStore(flags, async (store) => {
    const options = { store, stream: event, to: flags.to, token: flags.token, log: warn };
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
      throw error;
    }
  });
}
