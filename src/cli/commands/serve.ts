// `handsdown serve [--port 8080] [--host 127.0.0.1] [--db PATH | DATABASE_URL] [--public-url URL]`
// (issue 11): the HTTP JSON API, live updates and the web pages. Heavy imports wait for the action.
import type { Command } from "commander";
import { badInput } from "../exit.js";
import { addDbOption, type DbOptions } from "../store-option.js";

export interface ServeFlags extends DbOptions {
  readonly port: string;
  readonly host: string;
  readonly publicUrl?: string;
}

export function parsePort(text: string): number {
  const port = Number(text);
  if (!/^\d+$/.test(text) || !Number.isInteger(port) || port > 65_535)
    return badInput(`--port ${text}: expected a port number 0..65535 (0: any free port)`);
  return port;
}

export function parsePublicUrl(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return badInput(
      `--public-url ${text}: expected an absolute http(s) URL, e.g. https://events.example.org`,
    );
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    return badInput(`--public-url ${text}: expected an http or https URL, e.g. https://events.example.org`);
  return url.toString().replace(/\/+$/, "");
}

export function registerServe(program: Command): void {
  addDbOption(
    program
      .command("serve")
      .description("run a live event over HTTP: JSON API, live updates, player links, web pages")
      .option("--port <port>", "TCP port", "8080")
      .option(
        "--host <host>",
        "address to listen on (0.0.0.0: every network, for phones at the venue)",
        "127.0.0.1",
      )
      .option("--public-url <url>", "absolute base URL of player links (default: the request's Host)"),
  ).action(async (flags: ServeFlags) => {
    const { run } = await import("./serve.run.js");
    await run({ ...flags, port: parsePort(flags.port), publicUrl: parsePublicUrl(flags.publicUrl) });
  });
}
