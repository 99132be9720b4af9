// Where the core's schemas get zod (zod.ts). Each test loads a fresh copy of
// the module (vi.resetModules), as a new process would, without the copy test/zod-setup.ts fed.
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type * as ZodModule from "./zod.js";

async function freshProvider(): Promise<typeof ZodModule> {
  vi.resetModules();
  return import("./zod.js");
}

afterEach(() => vi.resetModules());

/** A stand-in for a second copy of zod (its CommonJS build is another object). */
const otherCopy = { ...z } as typeof z;

describe("zod() gives the core one copy of zod, from whoever provided it", () => {
  it("without a provider it throws, naming the fix: a bug of the entry point, not bad input", async () => {
    const { zod } = await freshProvider();
    expect(() => zod()).toThrow(/no entry point provided it: import src\/core\/zod-esm\.js/);
  });

  it("a loader is called on the first use only, then its zod is kept", async () => {
    const { provideZodLoader, zod } = await freshProvider();
    const load = vi.fn(() => otherCopy);
    provideZodLoader(load);
    expect(load).not.toHaveBeenCalled();
    expect(zod()).toBe(otherCopy);
    expect(zod()).toBe(otherCopy);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("zod already loaded wins over a loader not yet called (no second copy is loaded)", async () => {
    const { provideZod, provideZodLoader, zod } = await freshProvider();
    const load = vi.fn(() => otherCopy);
    provideZodLoader(load);
    provideZod(z);
    expect(zod()).toBe(z);
    expect(load).not.toHaveBeenCalled();
  });

  it("once a schema was built, the copy it was built from stays: two copies never meet", async () => {
    const { provideZod, provideZodLoader, zod } = await freshProvider();
    provideZodLoader(() => otherCopy);
    expect(zod()).toBe(otherCopy);
    provideZod(z);
    expect(zod()).toBe(otherCopy);
  });

  it("the first of two providers is kept: the tests' ES module over the CLI's loader", async () => {
    const { provideZod, provideZodLoader, zod } = await freshProvider();
    provideZod(z);
    provideZod(otherCopy);
    const load = vi.fn(() => otherCopy);
    provideZodLoader(load);
    expect(zod()).toBe(z);
    expect(load).not.toHaveBeenCalled();
  });

  it('zod-esm.js provides zod\'s ES module, the one `import { z } from "zod"` gives', async () => {
    vi.resetModules();
    await import("./zod-esm.js");
    const { zod } = await import("./zod.js");
    expect(zod().object).toBe(z.object);
    expect(zod().custom).toBe(z.custom);
    expect(zod().NEVER).toBe(z.NEVER);
  });
});
