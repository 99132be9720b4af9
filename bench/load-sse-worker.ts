// The 2,000 SSE clients of `npm run load`, in a worker thread of their own. At a venue they are
// other devices; in one thread with the players, their parsing delayed the reading of the players'
// own 2xx answers, and the harness measured itself (docs/performance.md). Times cross the thread
// boundary as epoch milliseconds (performance.timeOrigin + performance.now()).
import { request } from "node:http";
import { parentPort } from "node:worker_threads";

export type SseRequest =
  | { readonly type: "open"; readonly port: number; readonly stream: string; readonly count: number }
  | { readonly type: "wait"; readonly writes: number; readonly timeoutMs: number };

export type SseAnswer =
  | { readonly type: "opened"; readonly count: number }
  | {
      readonly type: "done";
      /** Clients that had fewer than `writes` messages when the wait ended. */
      readonly behind: number;
      /** Epoch ms of the last message any client received. */
      readonly lastSeenAt: number;
      /** Sampled clients: [log position, epoch ms] of each message. */
      readonly arrivals: (readonly [number, number])[][];
    };

/** Every SAMPLE_EVERY-th client records when each message arrived (the others only count). */
const SAMPLE_EVERY = 20;

const epochNow = (): number => performance.timeOrigin + performance.now();

interface Client {
  count: number;
  lastAt: number;
  readonly arrivals?: [number, number][];
  close(): void;
}

let clients: Client[] = [];

function listen(port: number, stream: string, isSampled: boolean): Promise<Client> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: `/api/events/${stream}/live`,
        headers: { accept: "text/event-stream" },
        agent: false,
      },
      (res) => {
        const client: Client = {
          count: 0,
          lastAt: 0,
          ...(isSampled && { arrivals: [] }),
          close: () => req.destroy(),
        };
        let tail = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          const now = epochNow();
          let messages = 0;
          if (client.arrivals) {
            // Sampled: read each complete "id: N" line (a line cut by the chunk waits for the next).
            const lines = (tail + chunk).split("\n");
            tail = lines.pop()!;
            for (const line of lines) {
              if (!line.startsWith("id: ")) continue;
              client.arrivals.push([Number(line.slice(4)), now]);
              messages++;
            }
          } else {
            // Count "\nid: " without splitting.
            const text = tail + chunk;
            for (let at = text.indexOf("\nid: "); at >= 0; at = text.indexOf("\nid: ", at + 5)) messages++;
            tail = text.slice(-4); // shorter than "\nid: ": never counted twice
          }
          if (messages > 0) {
            client.count += messages;
            client.lastAt = now;
          }
        });
        resolve(client);
      },
    );
    req.on("error", (error) => reject(new Error(`SSE ${stream}: ${error.message}`)));
    req.end();
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function open(port: number, stream: string, count: number): Promise<SseAnswer> {
  clients = [];
  for (let i = 0; i < count; i += 200) {
    const size = Math.min(200, count - i);
    clients.push(
      ...(await Promise.all(
        Array.from({ length: size }, (_, k) => listen(port, stream, (i + k) % SAMPLE_EVERY === 0)),
      )),
    );
  }
  return { type: "opened", count: clients.length };
}

async function wait(writes: number, timeoutMs: number): Promise<SseAnswer> {
  const until = epochNow() + timeoutMs;
  while (clients.some((c) => c.count < writes) && epochNow() < until) await sleep(20);
  const answer: SseAnswer = {
    type: "done",
    behind: clients.filter((c) => c.count < writes).length,
    lastSeenAt: Math.max(0, ...clients.map((c) => c.lastAt)),
    arrivals: clients.filter((c) => c.arrivals).map((c) => c.arrivals!),
  };
  for (const client of clients) client.close();
  clients = [];
  return answer;
}

parentPort?.on("message", (message: SseRequest) => {
  const answer =
    message.type === "open"
      ? open(message.port, message.stream, message.count)
      : wait(message.writes, message.timeoutMs);
  answer.then(
    (value) => parentPort!.postMessage(value),
    (error: unknown) => parentPort!.postMessage({ type: "error", message: String(error) }),
  );
});
