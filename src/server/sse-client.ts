// Test and load support: a minimal Server-Sent Events reader over node:http.
import { request, type IncomingMessage } from "node:http";

export interface SseMessage {
  readonly id?: string;
  readonly event?: string;
  readonly data?: string;
}

export interface SseConnection {
  readonly response: IncomingMessage;
  readonly messages: SseMessage[];
  comments: number;
  /** Resolves once `predicate` holds for the messages received (checked on every message). */
  until(predicate: (messages: readonly SseMessage[]) => boolean, timeoutMs?: number): Promise<void>;
  close(): void;
}

export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseConnection> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { accept: "text/event-stream", ...headers } }, (response) => {
      const messages: SseMessage[] = [];
      const waiters = new Set<() => void>();
      let buffer = "";
      const connection: SseConnection = {
        response,
        messages,
        comments: 0,
        until(predicate, timeoutMs = 10_000) {
          return new Promise((done, fail) => {
            const check = (): void => {
              if (!predicate(messages)) return;
              waiters.delete(check);
              clearTimeout(timer);
              done();
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(
                new Error(`SSE: condition not met within ${timeoutMs} ms; got ${JSON.stringify(messages)}`),
              );
            }, timeoutMs);
            waiters.add(check);
            check();
          });
        },
        close: () => req.destroy(),
      };
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const message: Record<string, string> = {};
          let isComment = true;
          for (const line of block.split("\n")) {
            if (line.startsWith(":")) continue;
            isComment = false;
            const colon = line.indexOf(":");
            const key = colon < 0 ? line : line.slice(0, colon);
            const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
            message[key] = key in message ? `${message[key]}\n${value}` : value;
          }
          if (isComment) connection.comments++;
          else messages.push(message);
          for (const waiter of [...waiters]) waiter();
        }
      });
      response.on("error", () => undefined);
      resolve(connection);
    });
    req.on("error", reject);
    req.end();
  });
}
