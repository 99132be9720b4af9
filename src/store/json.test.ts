import { describe, expect, it } from "vitest";
import { EventDataError, toJsonText } from "./json.js";

describe("toJsonText: event data must survive the log unchanged", () => {
  it("accepts plain JSON and returns JSON.stringify's text", () => {
    const data = { a: [1, "two", null, true, { b: -0.5 }], c: {} };
    expect(toJsonText(data)).toBe(JSON.stringify(data));
    expect(toJsonText(Object.assign(Object.create(null) as object, { x: 1 }))).toBe('{"x":1}');
  });

  it.each([
    ["undefined in an object", { vp: undefined }, "data.vp"],
    ["undefined in an array", [1, undefined], "data[1]"],
    ["NaN", { diff: Number.NaN }, "data.diff"],
    ["Infinity", [Infinity], "data[0]"],
    ["a Date", { at: new Date(0) }, "data.at"],
    ["a Map", { m: new Map() }, "data.m"],
    ["a bigint", { n: 1n }, "data.n"],
    ["a function", { f: () => 1 }, "data.f"],
    ["a symbol", { s: Symbol("x") }, "data.s"],
  ])("refuses %s, naming the path", (_what, data, path) => {
    expect(() => toJsonText(data)).toThrow(EventDataError);
    expect(() => toJsonText(data)).toThrow(path);
  });

  it("refuses a cycle but accepts the same object twice side by side", () => {
    const shared = { x: 1 };
    expect(toJsonText({ a: shared, b: shared })).toBe('{"a":{"x":1},"b":{"x":1}}');
    const cyclic: Record<string, unknown> = {};
    cyclic.again = { cyclic };
    expect(() => toJsonText(cyclic)).toThrow(/data\.again\.cyclic.*cycle/);
  });
});
