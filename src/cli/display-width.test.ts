import fc from "fast-check";
import stringWidth from "string-width";
import { describe, expect, it } from "vitest";
import { displayWidth } from "./display-width.js";

describe("displayWidth (tables aligned by display width)", () => {
  it("equals string-width on printable ASCII and on any other text", () => {
    const ascii = fc.string({
      unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
    });
    fc.assert(fc.property(ascii, (text) => displayWidth(text) === stringWidth(text)));
    // Every character of the fast path's range, one by one and in strings.
    for (let c = 0x20; c <= 0x2ff; c++) {
      const text = String.fromCharCode(c);
      expect([c, displayWidth(text)]).toEqual([c, stringWidth(text)]);
    }
    const latin = fc.string({
      unit: fc.integer({ min: 0xa0, max: 0x2ff }).map((c) => String.fromCharCode(c)),
    });
    fc.assert(fc.property(latin, (text) => displayWidth(text) === stringWidth(text)));
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => displayWidth(text) === stringWidth(text)),
    );
  });

  it("counts wide and zero-width text as a terminal shows it", () => {
    expect(displayWidth("Han Solo")).toBe(8);
    expect(displayWidth("José")).toBe(4);
    expect(displayWidth("Padmé Naberrie")).toBe(14);
    expect(displayWidth("soft\u00adhyphen")).toBe(10); // U+00AD takes no column
    expect(displayWidth("Jose\u0301")).toBe(4); // combining acute: no column of its own
    expect(displayWidth("李小龍")).toBe(6);
    expect(displayWidth("🚀 Rey")).toBe(6);
    expect(displayWidth("\u001b[31mred\u001b[0m")).toBe(3); // escape codes take no column
  });
});
