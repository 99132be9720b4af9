// LISTEN/NOTIFY (docs/architecture.md): one connection per store instance listens; every append NOTIFYs
// on commit, so subscribers on every app server wake. A notification is only a wake-up — the
// subscription re-reads the log — so after a lost connection we reconnect and wake everyone
// to catch up on whatever was missed meanwhile.
import pg from "pg";
import { EVENTS_CHANNEL } from "./locks.js";

const RECONNECT_DELAY_MS = 1_000;

export class PostgresListener {
  #client: pg.Client | undefined;
  #starting: Promise<void> | undefined;
  #isStopped = false;

  constructor(
    private readonly connectionString: string,
    private readonly onWake: () => void,
    /** The LISTEN connection was lost (false) or is back (true): subscribers are not live meanwhile. */
    private readonly onListening: (isListening: boolean, error?: unknown) => void = () => undefined,
  ) {}

  /** Resolves once LISTEN is active: any commit after that wakes us. */
  start(): Promise<void> {
    this.#starting ??= this.#connect().catch((error: unknown) => {
      this.#starting = undefined; // let the next subscribe try again
      throw error;
    });
    return this.#starting;
  }

  async #connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on("notification", () => this.onWake());
    client.on("error", (error) => this.#reconnectLater(client, error));
    client.on("end", () => this.#reconnectLater(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${EVENTS_CHANNEL}`);
    } catch (error) {
      // Connected but not listening (LISTEN refused, the connection cut in between): close it,
      // or every retry would leave one more connection open on the server.
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.#isStopped) {
      await client.end();
      return;
    }
    this.#client = client;
  }

  #reconnectLater(client: pg.Client, error?: unknown): void {
    if (this.#isStopped || this.#client !== client) return;
    this.#client = undefined;
    this.onListening(false, error ?? new Error("the LISTEN connection ended"));
    const retry = (): void => {
      if (this.#isStopped) return;
      this.#starting = this.#connect().then(
        () => {
          this.onListening(true);
          this.onWake(); // read what was committed while nobody listened
        },
        () => void setTimeout(retry, RECONNECT_DELAY_MS).unref(),
      );
    };
    setTimeout(retry, RECONNECT_DELAY_MS).unref();
  }

  async stop(): Promise<void> {
    this.#isStopped = true;
    await this.#starting?.catch(() => undefined);
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => undefined);
  }
}
