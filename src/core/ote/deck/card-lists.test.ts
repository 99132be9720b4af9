// M9 (OTE section one): the card tables are output — a rejected card is named from them, and
// a deck list whose name differs from them gets a warning — so they must say what the rules say.
// The expected tables below are typed from On the Edge Tournament Rules 1.2, rules 1.3–1.6, line
// by line (not copied from card-lists.ts), so a slip in either shows up here.
import { describe, expect, it } from "vitest";
import {
  CHASE_CARDS,
  DEGENERATE_CARDS,
  MINIMUM_DECK_SIZE,
  OBJECT_CHANGING_CARDS,
  SAMPLE_CARDS,
  SEKHEM_MISPRINT,
  isSameName,
  toCollectorNumber,
} from "./card-lists.js";

describe("M9: the card tables of OTE rules 1.1 and 1.3–1.6", () => {
  it("1.1: at least forty cards", () => {
    expect(MINIMUM_DECK_SIZE).toBe(40);
  });

  it("1.3: the 24 sample cards S1–S24", () => {
    expect(SAMPLE_CARDS).toEqual({
      S1: "Astral Wisdom",
      S2: "Saleem Helicopter",
      S3: "Dmitri Vatsavos",
      S4: "Red Orca",
      S5: "Kergillian Implant",
      S6: "Kamorro N'Duban",
      S7: "Scythian Ring",
      S8: "Lope",
      S9: "Nachtmeister",
      S10: "Linda Sourinen",
      S11: "Throckmorton Domination",
      S12: "Bavarian Illuminati",
      S13: "Closet Surrealists",
      S14: "Deep Pockets",
      S15: "Desperate Ritual",
      S16: "Message to Space",
      S17: "Mary Olekobaai",
      S18: "Personnel Copier",
      S19: "Quantum Flux",
      S20: "C. A. Radford",
      S21: "Rain of Walrus",
      S22: "Isil Ziya",
      S23: "Helene Clark",
      S24: "Sekhem",
    });
  });

  it("1.4: the chase cards CHASE1–4, and 1.3's note: Sekhem (S24) misprinted CHASE4", () => {
    expect(CHASE_CARDS).toEqual({
      CHASE1: "Janis",
      CHASE2: "Signe Lathiere",
      CHASE3: "Grim Linden",
      CHASE4: "Chris Robinson",
    });
    expect(SEKHEM_MISPRINT).toEqual({ number: "CHASE4", name: "Sekhem", sampleNumber: "S24" });
  });

  it("1.5: the six object-changing cards; 1.6: the two degenerate cards", () => {
    expect(OBJECT_CHANGING_CARDS).toEqual({
      "66": "Cut-Ups Machine",
      C24: "Cut-Ups Method",
      C45: "Life Imitates Art",
      C47: "Message to Space",
      C77: "Sacrificial Bloodbath",
      C85: "Unattainable Desire",
    });
    expect(DEGENERATE_CARDS).toEqual({ "9": "Tulpas' Secret", "74": "Deadly Inspiration" });
  });
});

describe("M9: collector's numbers and card names as players write them", () => {
  it.each([
    ["C24", "C24"],
    ["c024", "C24"],
    [" 66 ", "66"],
    ["066", "66"],
    ["0", "0"],
    ["s3", "S3"],
    ["S-3", "S3"],
    ["chase 4", "CHASE4"],
    ["Chase-04", "CHASE4"],
  ])("M9: %j is the collector's number %s", (text, number) => {
    expect(toCollectorNumber(text)).toBe(number);
  });

  it.each(["", "C", "S-", "C24x", "xC24", "C  24", "C--24", "D24", "CHASE", "Cut-Ups Method"])(
    "M9: %j is not a collector's number",
    (text) => {
      expect(toCollectorNumber(text)).toBeUndefined();
    },
  );

  it("M9: names compare without case, spaces or punctuation, but letters and digits count", () => {
    expect(isSameName("Tulpas Secret", "Tulpas' Secret")).toBe(true);
    expect(isSameName("CUT-UPS METHOD", "Cut-Ups Method")).toBe(true);
    expect(isSameName("ca radford", "C. A. Radford")).toBe(true);
    expect(isSameName("Cut-Ups Machine", "Cut-Ups Method")).toBe(false);
    expect(isSameName("Agent 7", "Agent")).toBe(false);
    expect(isSameName("Agent 7", "Agent 8")).toBe(false);
  });
});
