// A client that trickles its request body never finishing it used to hold its connection (and a
// request) for as long as it liked; now it is cut with 408 once the request time is over.
import { connect } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { makeTestServer, type TestServer } from "./test-helpers.js";

let server: TestServer | undefined;
afterEach(async () => server?.close());

describe("slow request bodies time out", () => {
  it("a body sent a byte at a time past the request timeout gets 408 and the connection closes", async () => {
    server = await makeTestServer({ requestTimeoutMs: 400 });
    await server.app.listen({ port: 0, host: "127.0.0.1" });
    const address = server.app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
    const started = performance.now();
    const closed = new Promise<number>((resolve) =>
      socket.on("close", () => resolve(performance.now() - started)),
    );
    socket.write(
      "POST /api/login HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{",
    );
    const drip = setInterval(() => socket.writable && socket.write(" "), 50);
    const elapsed = await Promise.race([
      closed,
      new Promise<number>((resolve) => setTimeout(() => resolve(-1), 5_000)),
    ]);
    clearInterval(drip);
    socket.destroy();
    expect(elapsed, "the connection is still open after 5 s").toBeGreaterThan(0);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});
