// The API description clients are generated from (docs/server.md): every operation says who may
// call it, has an operationId and its problem+json errors, the document names its server — and
// Redocly's recommended rules pass on the document the app serves, with 0 errors and 0 warnings.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OPERATION_ACCESS } from "./openapi.js";
import { makeTestServer, type TestServer } from "./test-helpers.js";

/** The devDependency @redocly/cli. */
const REDOCLY = resolve(import.meta.dirname, "../../node_modules/.bin/redocly");

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
  summary?: string;
}

let server: TestServer;
let document: { servers?: { url: string }[]; paths: Record<string, Record<string, Operation>> };
beforeAll(async () => {
  server = await makeTestServer();
  document = (await server.app.inject("/api/openapi.json")).json();
});
afterAll(async () => server.close());

function operations(): [string, Operation][] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]): [string, Operation] => [
      `${method.toUpperCase()} ${path}`,
      operation,
    ]),
  );
}

describe("/api/openapi.json", () => {
  it("every operation: its access is known, an operationId, security, a summary, the 4XX problem answers", () => {
    const ids = new Set<string>();
    for (const [key, operation] of operations()) {
      expect(OPERATION_ACCESS[key], `${key} is missing from OPERATION_ACCESS (openapi.ts)`).toBeDefined();
      expect(operation.operationId, key).toMatch(/^[a-z][A-Za-z0-9]+$/);
      ids.add(operation.operationId!);
      expect(operation.security, key).not.toHaveLength(0);
      expect(operation.summary, key).toBeTruthy();
      expect(operation.responses?.["4XX"], key).toEqual({ $ref: "#/components/responses/ClientError" });
    }
    expect(ids.size).toBe(operations().length);
    expect(document.servers).toEqual([{ url: "/", description: "this Hands Down server" }]);
  });

  it("every route of an event lists its 404: no such event, or an unlisted one the caller may not see", () => {
    const eventRoutes = operations().filter(([key]) => / \/api\/events\/\{id\}(\/|$)/.test(key));
    expect(eventRoutes.map(([key]) => key)).toContain("POST /api/events/{id}/commands");
    for (const [key, operation] of eventRoutes)
      expect(operation.responses?.["404"], key).toEqual({ $ref: "#/components/responses/NoSuchEvent" });
    expect(operations().find(([key]) => key === "GET /api/events")?.[1].responses?.["404"]).toBeUndefined();
  });

  it("signed-in routes take the bearer token or the session cookie, never nothing", () => {
    const byKey = new Map(operations());
    expect(byKey.get("POST /api/events/{id}/commands")?.security).toEqual([{ bearer: [] }, { session: [] }]);
    expect(byKey.get("GET /api/events")?.security).toContainEqual({});
    expect(byKey.get("GET /api/play/{token}")?.security).toEqual([{}]);
  });

  it("passes `redocly lint` with the recommended rules: 0 errors, 0 warnings", async () => {
    const dir = mkdtempSync(join(tmpdir(), "handsdown-openapi-"));
    try {
      const file = join(dir, "openapi.json");
      writeFileSync(file, JSON.stringify(document));
      const run = await promisify(execFile)(
        REDOCLY,
        ["lint", "--extends=recommended", "--format=summary", file],
        { cwd: dir, env: { ...process.env, REDOCLY_TELEMETRY: "off", NO_COLOR: "1" } },
      ).catch((error: { stdout?: string; stderr?: string }) => error);
      const output = `${run.stdout ?? ""}${run.stderr ?? ""}`;
      expect(output, output).toMatch(/Your API description is valid/);
      // The summary lists each rule broken: `error   <rule>: n` or `warning <rule>: n`.
      expect(output, output).not.toMatch(/^(error|warning)\s+[\w-]+: \d+/m);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
