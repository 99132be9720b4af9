import QRCode from "qrcode";
import type { HostLimits } from "../../server/host-limits.js";
import { closeOnSignals, startServer } from "../../server/main.js";
import { badInput } from "../exit.js";
import { warn } from "../output.js";

export interface ServeRunOptions {
  readonly db?: string;
  readonly port: number;
  readonly host: string;
  readonly publicUrl?: string | undefined;
  readonly trustProxy?: string | undefined;
  readonly limits?: Partial<HostLimits>;
}

/** Which option the TD should look at when the server cannot start (one line naming it). */
function optionAtFault(error: unknown, options: ServeRunOptions): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === "EADDRINUSE" || code === "EACCES") return `--port ${options.port}`;
  if (code === "ENOTFOUND" || code === "EADDRNOTAVAIL" || code === "EAI_AGAIN")
    return `--host ${options.host}`;
  return options.db === undefined ? "--db (or DATABASE_URL)" : `--db ${options.db}`;
}

export async function run(options: ServeRunOptions): Promise<void> {
  let server;
  try {
    server = await startServer({
      port: options.port,
      host: options.host,
      ...(options.db !== undefined && { db: options.db }),
      ...(options.publicUrl !== undefined && { publicUrl: options.publicUrl }),
      ...(options.trustProxy !== undefined && { trustProxy: options.trustProxy }),
      ...(options.limits !== undefined && { limits: options.limits }),
    });
  } catch (error) {
    return badInput(
      `${optionAtFault(error, options)}: cannot start the server: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const lines = ["Hands Down is serving on:", ...server.urls.map((url) => `  ${url}`)];
  if (options.publicUrl) lines.push(`Player links use ${options.publicUrl}`);
  process.stdout.write(`${lines.join("\n")}\n`);
  if (options.host === "0.0.0.0" || options.host === "::") {
    const first = server.urls[0]!;
    process.stdout.write(
      `\nScan to open ${first} on a phone:\n${await QRCode.toString(first, { type: "terminal", small: true })}\n`,
    );
  }
  process.stdout.write("Stop with Ctrl-C.\n");
  await closeOnSignals(server, warn);
}
