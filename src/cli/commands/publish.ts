// `handsdown publish EVENT --to URL --token T [--db PATH] [--once]`: push the
// event's log to a hosted server and keep it in sync as new events are appended (until Ctrl-C),
// or once with --once. Append-only, idempotent and resumable after a broken connection.
import type { Command } from "commander";
import { badInput, usageError } from "../exit.js";
import { addDbOption, type DbOptions } from "../store-option.js";

export interface PublishFlags extends DbOptions {
  readonly to: string;
  readonly token?: string;
  readonly once?: boolean;
}

export function registerPublish(program: Command): void {
  addDbOption(
    program
      .command("publish")
      .description("push an event's log to a hosted handsdown serve and keep it in sync")
      .argument("<event>", "the event's id")
      .requiredOption("--to <url>", "the hosted server's base URL")
      .option("--token <token>", "a bearer token of a TD account there (or HANDSDOWN_TOKEN)")
      .option("--once", "push what is missing and exit instead of following new events"),
  ).action(async (event: string, flags: PublishFlags) => {
    if (!/^https?:\/\/[^/\s]/.test(flags.to))
      return badInput(
        `--to ${flags.to}: expected the hosted server's http(s) URL, e.g. https://events.example.org`,
      );
    const token = flags.token ?? process.env.HANDSDOWN_TOKEN;
    if (!token)
      return usageError(
        "--token (or HANDSDOWN_TOKEN) is required: sign in on the hosted server (POST /api/login)",
      );
    const { run } = await import("./publish.run.js");
    await run(event, { ...flags, token });
  });
}
