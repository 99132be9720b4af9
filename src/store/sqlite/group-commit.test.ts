import { describe, expect, it } from "vitest";
import { GroupCommit, type Settled } from "./group-commit.js";

describe("GroupCommit", () => {
  it("commits what was submitted in the same turn of the event loop together, answering each in order", async () => {
    const groups: number[][] = [];
    const commit = new GroupCommit<number, number>((group) => {
      groups.push([...group]);
      return group.map((n): Settled<number> =>
        n === 3 ? { ok: false, error: new Error("three") } : { ok: true, value: n * 10 },
      );
    });
    const first = [1, 2, 3, 4].map((n) => commit.submit(n).catch((error: Error) => error.message));
    expect(await Promise.all(first)).toEqual([10, 20, "three", 40]);
    expect(await commit.submit(5)).toBe(50);
    expect(groups).toEqual([[1, 2, 3, 4], [5]]);
  });

  it("when the shared commit fails, every append of the group fails: none was acknowledged", async () => {
    const commit = new GroupCommit<number, number>(() => {
      throw new Error("disk full");
    });
    const results = await Promise.allSettled([commit.submit(1), commit.submit(2)]);
    expect(results.map((result) => result.status)).toEqual(["rejected", "rejected"]);
  });

  it("flush commits at once what is waiting (used before close)", async () => {
    const groups: number[][] = [];
    const commit = new GroupCommit<number, number>((group) => {
      groups.push([...group]);
      return group.map((n) => ({ ok: true, value: n }));
    });
    const pending = commit.submit(7);
    commit.flush();
    expect(groups).toEqual([[7]]);
    expect(await pending).toBe(7);
  });
});
