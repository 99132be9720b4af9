// The live-page clients of `npm run load:hosted`, in a worker thread of their own (as in
// load-sse-worker.ts: their parsing must not delay the players' answers). Unlike the venue load,
// the hosted weekend kills an app server and cuts the database under them, so each client behaves
// as a browser's EventSource does: when its stream ends or fails it reconnects after a pause, with
// `Last-Event-ID` set to the last id it had (docs/server.md "Live stream"), through the proxy,
// which sends it to a server that is up. Each client comes from its own loopback address
// (127.0.x.y), as phones come from their own addresses: per-address limits see many clients.
import { request } from "node:http";
import { parentPort } from "node:worker_threads";

export type HostedSseRequest =
  | {
      readonly type: "open";
      readonly port: number;
      /** How many clients each event's stream gets. */
      readonly streams: readonly { readonly stream: string; readonly count: number }[];
    }
  | { readonly type: "stop" };

export interface HostedSseClientReport {
  readonly stream: string;
  /** Every log position the client received, once each (duplicates are counted apart). */
  readonly positions: readonly number[];
  readonly duplicates: number;
  readonly reconnects: number;
  /** Sampled clients: [position, epoch ms] of each first arrival. */
  readonly arrivals?: readonly (readonly [number, number])[];
}

export type HostedSseAnswer =
  | { readonly type: "opened"; readonly count: number; readonly refused: number }
  | { readonly type: "stopped"; readonly clients: readonly HostedSseClientReport[] };

const SAMPLE_EVERY = 25;
const RECONNECT_MS = 1_000;
const epochNow = (): number => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Client {
  readonly stream: string;
  readonly address: string;
  readonly seen: Set<number>;
  duplicates: number;
  reconnects: number;
  lastId: number | undefined;
  readonly arrivals?: [number, number][];
  isStopped: boolean;
  destroy: () => void;
}

let port = 0;
let clients: Client[] = [];

/** Opens (or reopens) one client's stream; resolves with the first answer's status. */
function connect(client: Client): Promise<number> {
  return new Promise((resolve) => {
    let isSettled = false;
    const settle = (status: number) => {
      if (!isSettled) {
        isSettled = true;
        resolve(status);
      }
    };
    const again = () => {
      settle(0);
      if (client.isStopped) return;
      client.reconnects++;
      setTimeout(() => void connect(client), RECONNECT_MS);
    };
    const req = request(
      {
        host: "127.0.0.1",
        port,
        localAddress: client.address,
        path: `/api/events/${client.stream}/live`,
        headers: {
          accept: "text/event-stream",
          ...(client.lastId !== undefined && { "last-event-id": String(client.lastId) }),
        },
        agent: false,
      },
      (res) => {
        settle(res.statusCode ?? 0);
        if (res.statusCode !== 200) {
          res.resume();
          res.on("end", again);
          return;
        }
        let tail = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          const now = epochNow();
          const lines = (tail + chunk).split("\n");
          tail = lines.pop()!;
          for (const line of lines) {
            if (!line.startsWith("id: ")) continue;
            const id = Number(line.slice(4));
            client.lastId = id;
            if (client.seen.has(id)) client.duplicates++;
            else {
              client.seen.add(id);
              client.arrivals?.push([id, now]);
            }
          }
        });
        res.on("end", again);
        res.on("error", again);
      },
    );
    req.on("error", again);
    client.destroy = () => req.destroy();
    req.end();
  });
}

async function open(
  atPort: number,
  streams: readonly { readonly stream: string; readonly count: number }[],
): Promise<HostedSseAnswer> {
  port = atPort;
  let refused = 0;
  let index = 0;
  for (const { stream, count } of streams) {
    const batch: Client[] = [];
    for (let k = 0; k < count; k++, index++) {
      batch.push({
        stream,
        // 127.0.1.0 upwards: one loopback address per client, none shared with the players'.
        address: `127.${1 + Math.floor(index / 250)}.${index % 250}.1`,
        seen: new Set(),
        duplicates: 0,
        reconnects: 0,
        lastId: undefined,
        ...(index % SAMPLE_EVERY === 0 && { arrivals: [] }),
        isStopped: false,
        destroy: () => undefined,
      });
    }
    const statuses = await Promise.all(batch.map(connect));
    refused += statuses.filter((status) => status !== 200).length;
    clients.push(...batch);
    await sleep(5);
  }
  return { type: "opened", count: clients.length, refused };
}

function stop(): HostedSseAnswer {
  for (const client of clients) {
    client.isStopped = true;
    client.destroy();
  }
  const answer: HostedSseAnswer = {
    type: "stopped",
    clients: clients.map((client) => ({
      stream: client.stream,
      positions: [...client.seen],
      duplicates: client.duplicates,
      reconnects: client.reconnects,
      ...(client.arrivals && { arrivals: client.arrivals }),
    })),
  };
  clients = [];
  return answer;
}

parentPort?.on("message", (message: HostedSseRequest) => {
  const answer = message.type === "open" ? open(message.port, message.streams) : Promise.resolve(stop());
  answer.then(
    (value) => parentPort!.postMessage(value),
    (error: unknown) => parentPort!.postMessage({ type: "error", message: String(error) }),
  );
});
