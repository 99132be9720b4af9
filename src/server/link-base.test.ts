// Player links and QR cards carry an address phones can open (link-base.ts): `--public-url`, else
// the LAN address `serve` printed, never the `localhost` the TD's browser used.
import { afterEach, describe, expect, it } from "vitest";
import { isLoopbackHost, playerLinkBase } from "./link-base.js";
import { bearer, json, makeEventFile, makeTestServer, type TestServer } from "./test-helpers.js";

describe("playerLinkBase", () => {
  it("prefers --public-url, whatever the request's host", () => {
    expect(
      playerLinkBase({
        publicUrl: "https://events.example.org/",
        protocol: "http",
        requestHost: "localhost:8080",
      }),
    ).toEqual({ base: "https://events.example.org", reachable: true });
  });

  it("a console opened at localhost gets the LAN address, with the server's port", () => {
    const lan = { hosts: ["192.168.1.20"], port: 8080 };
    expect(playerLinkBase({ lan, protocol: "http", requestHost: "localhost:8080" })).toEqual({
      base: "http://192.168.1.20:8080",
      reachable: true,
    });
    expect(playerLinkBase({ lan, protocol: "http", requestHost: "127.0.0.1:8080" }).base).toBe(
      "http://192.168.1.20:8080",
    );
    expect(playerLinkBase({ lan, protocol: "http", requestHost: "[::1]:8080" }).base).toBe(
      "http://192.168.1.20:8080",
    );
  });

  it("a console opened at a LAN address keeps it", () => {
    expect(
      playerLinkBase({ lan: { hosts: ["10.0.0.5"] }, protocol: "http", requestHost: "venue.local:8080" }),
    ).toEqual({ base: "http://venue.local:8080", reachable: true });
  });

  it("loopback only is not reachable, so the console can warn", () => {
    expect(playerLinkBase({ protocol: "http", requestHost: "localhost:8080" })).toEqual({
      base: "http://localhost:8080",
      reachable: false,
    });
    expect(
      playerLinkBase({ publicUrl: "http://127.0.0.1:9000", protocol: "http", requestHost: "x" }).reachable,
    ).toBe(false);
  });

  it("knows loopback names", () => {
    for (const host of ["localhost", "LOCALHOST", "app.localhost", "127.0.0.1", "127.1.2.3", "::1", "[::1]"])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ["192.168.1.20", "venue.local", "10.0.0.1", "fe80::1"])
      expect(isLoopbackHost(host), host).toBe(false);
  });
});

describe("GET /api/events/{id}/player-links", () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  async function linksAt(s: TestServer, host: string) {
    const token = await s.tokenOf("alice");
    const id = json<{ id: string }>(
      await s.app.inject({
        method: "POST",
        url: "/api/events",
        headers: bearer(token),
        payload: makeEventFile(2),
      }),
    ).id;
    return json<{ base: string; reachable: boolean; links: { url: string; token: string }[] }>(
      await s.app.inject({ url: `/api/events/${id}/player-links`, headers: { ...bearer(token), host } }),
    );
  }

  it("opened at localhost, the links use the LAN address the server listens on", async () => {
    server = await makeTestServer({ lanHosts: ["192.168.1.20"] });
    const answer = await linksAt(server, "localhost:8080");
    expect(answer).toMatchObject({ base: "http://192.168.1.20:8080", reachable: true });
    expect(answer.links[0]!.url).toBe(`http://192.168.1.20:8080/play/${answer.links[0]!.token}`);
  });

  it("with loopback only, the answer says no phone can reach it", async () => {
    server = await makeTestServer();
    expect(await linksAt(server, "localhost:8080")).toMatchObject({
      base: "http://localhost:8080",
      reachable: false,
    });
  });
});
