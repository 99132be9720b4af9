// Sign-in (docs/server.md "Roles" and "Sign-in limits"): the same scrypt work whether or not the
// account exists, and attempts limited per client address and, for failures, per account — the
// address being the proxy's X-Forwarded-For only when the host trusts that proxy.
import { scrypt } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hashPassword, parseStoredHash } from "./auth/password.js";
import { makeTestServer, TEST_PASSWORD, type TestServer } from "./test-helpers.js";

vi.mock("node:crypto", async (importOriginal) => {
  const original = await importOriginal<typeof import("node:crypto")>();
  return { ...original, scrypt: vi.fn(original.scrypt) };
});

let server: TestServer | undefined;
beforeEach(() => {
  vi.mocked(scrypt).mockClear();
});
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function login(s: TestServer, username: string, password: string, headers: Record<string, string> = {}) {
  return s.app.inject({ method: "POST", url: "/api/login", payload: { username, password }, headers });
}

/** The scrypt parameters of each call since the last clear: [N, r, p, key length]. */
function kdfWork(): [number, number, number, number][] {
  return vi.mocked(scrypt).mock.calls.map((call) => {
    const options = call[3] as { N: number; r: number; p: number };
    return [options.N, options.r, options.p, call[2]];
  });
}

describe("sign-in timing", () => {
  it("an unknown user costs the same scrypt as a real one (the dummy hash is well formed)", async () => {
    server = await makeTestServer();
    await server.auth.addUser("wedge", await hashPassword(TEST_PASSWORD));
    const stored = parseStoredHash((await server.auth.passwordHashOf("wedge"))!)!;
    const realWork: [number, number, number, number] = [stored.N, stored.r, stored.p, stored.key.length];

    vi.mocked(scrypt).mockClear();
    expect((await login(server, "wedge", "not the password")).statusCode).toBe(401);
    expect(kdfWork()).toEqual([realWork]);

    vi.mocked(scrypt).mockClear();
    expect((await login(server, "nobody-here", "not the password")).statusCode).toBe(401);
    expect(kdfWork()).toEqual([realWork]);
  });

  it("a stored hash that cannot be read still costs one scrypt, and never matches", async () => {
    server = await makeTestServer();
    await server.auth.addUser("biggs", "scrypt$16384$8$broken");
    expect((await login(server, "biggs", TEST_PASSWORD)).statusCode).toBe(401);
    expect(kdfWork()).toHaveLength(1);
  });
});

describe("sign-in limits", () => {
  it("guesses at one account from many addresses: 429 after 10 failures, even with the right password", async () => {
    let now = Date.parse("2026-05-04T10:00:00Z");
    server = await makeTestServer({
      trustProxy: "127.0.0.1",
      loginLimits: { perAddress: { max: 10, windowMs: 60_000 } },
      now: () => new Date(now),
    });
    await server.auth.addUser("wedge", await hashPassword(TEST_PASSWORD));
    await server.auth.addUser("luke", await hashPassword(TEST_PASSWORD));
    const statuses: number[] = [];
    for (let address = 1; address <= 20; address++) {
      const from = { "x-forwarded-for": `203.0.113.${address}` };
      statuses.push((await login(server, "wedge", `guess ${address}`, from)).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), ...Array<number>(10).fill(429)]);
    const right = await login(server, "wedge", TEST_PASSWORD, { "x-forwarded-for": "203.0.113.99" });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: "TOO_MANY_ATTEMPTS" });
    expect(Number(right.headers["retry-after"])).toBeGreaterThan(0);
    // Another account is not locked by them.
    expect(
      (await login(server, "luke", TEST_PASSWORD, { "x-forwarded-for": "203.0.113.99" })).statusCode,
    ).toBe(200);
    // After the window, the owner signs in.
    now += 15 * 60_000;
    expect(
      (await login(server, "wedge", TEST_PASSWORD, { "x-forwarded-for": "203.0.113.99" })).statusCode,
    ).toBe(200);
  });

  it("unknown names are limited like real ones (the 429 does not tell which exist)", async () => {
    server = await makeTestServer({
      trustProxy: "127.0.0.1",
      loginLimits: { perAddress: { max: 100, windowMs: 60_000 }, perAccount: { max: 10, windowMs: 60_000 } },
    });
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i++)
      statuses.push(
        (await login(server, "nobody", `guess ${i}`, { "x-forwarded-for": `198.51.100.${i}` })).statusCode,
      );
    expect(statuses.at(-1)).toBe(429);
  });

  it("behind a trusted proxy each client has its own address limit", async () => {
    server = await makeTestServer({
      trustProxy: "127.0.0.1",
      loginLimits: { perAddress: { max: 3, windowMs: 60_000 } },
    });
    await server.auth.addUser("wedge", await hashPassword(TEST_PASSWORD));
    const fromA = { "x-forwarded-for": "203.0.113.1" };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await login(server, "someone", "guess", fromA)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Another TD behind the same proxy is not locked out.
    expect(
      (await login(server, "wedge", TEST_PASSWORD, { "x-forwarded-for": "203.0.113.2" })).statusCode,
    ).toBe(200);
  });

  it("without --trust-proxy, X-Forwarded-For is ignored: a client cannot pick a fresh address", async () => {
    server = await makeTestServer({ loginLimits: { perAddress: { max: 3, windowMs: 60_000 } } });
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i++)
      statuses.push(
        (await login(server, `someone${i}`, "guess", { "x-forwarded-for": `203.0.113.${i}` })).statusCode,
      );
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
