// docs/server.md "Errors": a 5xx is logged with its stack and the request's id, and the
// problem+json answer carries that id (`requestId`), so a TD's report leads to the log line.
// Before, the server ran without a logger: a 500 said "see the server log" and logged nothing.
import { Writable } from "node:stream";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startServer } from "./main.js";
import { makeMemoryStore } from "../store/memory/memory-store.js";
import { json, makeTestServer, type TestServer } from "./test-helpers.js";

let server: TestServer | undefined;
afterEach(async () => server?.close());

function captureLog(): { stream: Writable; lines: () => Record<string, unknown>[] } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  const lines = () =>
    chunks
      .join("")
      .split("\n")
      .filter((line) => line !== "")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { stream, lines };
}

describe("5xx answers are logged with a request id the body carries", () => {
  it("a bug: 500 problem+json with requestId; the log line has the same id and the stack", async () => {
    const log = captureLog();
    const store = makeMemoryStore();
    store.listStreams = () => Promise.reject(new Error("disk on fire"));
    server = await makeTestServer({ store, logger: { level: "warn", stream: log.stream } });
    const response = await server.app.inject({ method: "GET", url: "/api/events" });
    expect(response.statusCode).toBe(500);
    const body = json(response);
    expect(body).toMatchObject({ status: 500, title: "Internal error" });
    expect(typeof body.requestId).toBe("string");
    expect(JSON.stringify(body)).not.toContain("disk on fire");
    expect(response.headers["x-request-id"]).toBe(body.requestId);
    const line = log.lines().find((entry) => entry.requestId === body.requestId);
    expect(line).toBeDefined();
    expect(line!.level).toBe(50);
    expect((line!.err as { stack: string }).stack).toContain("disk on fire");
  });

  it("a 4xx is the caller's: answered without requestId and not logged as an error", async () => {
    const log = captureLog();
    server = await makeTestServer({ logger: { level: "warn", stream: log.stream } });
    const response = await server.app.inject({ method: "GET", url: "/api/events/nope" });
    expect(response.statusCode).toBe(404);
    expect(json(response).requestId).toBeUndefined();
    expect(log.lines().filter((entry) => (entry.level as number) >= 50)).toEqual([]);
  });

  it("request ids are unique per request", async () => {
    server = await makeTestServer();
    const a = await server.app.inject({ method: "GET", url: "/api/health" });
    const b = await server.app.inject({ method: "GET", url: "/api/health" });
    expect(a.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers["x-request-id"]).not.toBe(b.headers["x-request-id"]);
  });
});

describe("handsdown serve logs its errors", () => {
  it("to stderr as JSON lines, warnings and errors only (it ran without a logger: nothing was logged)", async () => {
    const written: string[] = [];
    const spy = vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    const running = await startServer({ db: ":memory:", port: 0, host: "127.0.0.1", env: {} });
    try {
      expect(running.app.log.level).toBe("warn");
      running.app.log.info("not logged");
      running.app.log.error({ requestId: "r-1" }, "logged");
      const lines = written
        .join("")
        .split("\n")
        .filter((line) => line.startsWith("{"));
      const messages = lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
      expect(messages).toContain("logged");
      expect(messages).not.toContain("not logged");
    } finally {
      spy.mockRestore();
      await running.close();
    }
  });
});
