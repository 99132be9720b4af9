// The event index's columns are shared by successive versions (docs/performance.md): each version must keep
// seeing exactly its own rows, whether it is extended in place or branched from.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AppendLog } from "./append-log.js";

function rows(log: AppendLog): number[][] {
  const out: number[][] = [];
  for (let r = 0; r < log.length; r++) out.push([log.column(0)[r]!, log.column(1)[r]!]);
  return out;
}

function append(log: AppendLog, values: readonly number[]): AppendLog {
  const writer = log.writer();
  for (const v of values) writer.push(v, v / 2);
  return writer.done();
}

describe("AppendLog", () => {
  it("given a version extended twice (a branch), then each version sees only its own rows", () => {
    const base = append(AppendLog.empty(["int", "float"]), [1, 2]);
    const left = append(base, [3]);
    const right = append(base, [7, 8]);
    const leftAgain = append(left, [4]);
    expect(rows(base)).toEqual([
      [1, 0.5],
      [2, 1],
    ]);
    expect(rows(left)).toEqual([
      [1, 0.5],
      [2, 1],
      [3, 1.5],
    ]);
    expect(rows(right)).toEqual([
      [1, 0.5],
      [2, 1],
      [7, 3.5],
      [8, 4],
    ]);
    expect(rows(leftAgain)).toEqual([
      [1, 0.5],
      [2, 1],
      [3, 1.5],
      [4, 2],
    ]);
  });

  it("property: any tree of appends gives every version the rows of its own path", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(), fc.array(fc.integer({ min: -1000, max: 1000 }), { maxLength: 70 })), {
          minLength: 1,
          maxLength: 30,
        }),
        (steps) => {
          const versions: { log: AppendLog; expected: number[] }[] = [
            { log: AppendLog.empty(["int", "float"]), expected: [] },
          ];
          for (const [from, values] of steps) {
            const parent = versions[from % versions.length]!;
            versions.push({ log: append(parent.log, values), expected: [...parent.expected, ...values] });
          }
          for (const { log, expected } of versions)
            expect(rows(log)).toEqual(expected.map((v) => [v, v / 2]));
        },
      ),
    );
  });
});
