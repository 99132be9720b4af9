// The browser tests' web build lock: a fresh checkout has no dist/, and the lock (a directory
// under it) used to fail to be made for ever, so every browser test file hung before starting.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { takeBuildLock } from "./console-server.js";

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("takeBuildLock", () => {
  it("takes the lock when its parent folder does not exist yet (a fresh checkout)", () => {
    dir = mkdtempSync(path.join(tmpdir(), "handsdown-lock-"));
    const lock = path.join(dir, "dist", "web.build-lock");
    takeBuildLock(lock);
    expect(existsSync(lock)).toBe(true);
  });

  it("refuses at once what waiting cannot fix (the parent is a file), instead of spinning", () => {
    dir = mkdtempSync(path.join(tmpdir(), "handsdown-lock-"));
    const lock = path.join(dir, "dist", "web.build-lock");
    writeFileSync(path.join(dir, "dist"), "");
    expect(() => takeBuildLock(lock)).toThrow();
  });
});
