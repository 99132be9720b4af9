// docs/rules.md §2: the pairing trace opens with the system used and the rules it follows (P1–P4, A1–A7,
// D1, F1–F4, N2); an On the Edge type on another game is refused naming field and rule. Found
// unchecked by the mutation run (docs/testing.md); the expected labels are docs/rules.md sections.
import { describe, expect, it } from "vitest";
import { describeSystem, systemFor } from "./system.js";

describe("pairing systems and their rules (docs/rules.md §2)", () => {
  it("each system's label cites its docs/rules.md section and guide", () => {
    expect(describeSystem("one-deck-swiss")).toMatch(/^one-deck Swiss \(P1–P4, /);
    expect(describeSystem("allegiance-pc")).toMatch(/Players Committee procedure \(A1–A6, SW-PC Pairings/);
    expect(describeSystem("allegiance-decipher")).toMatch(
      /Decipher procedure \(A1–A7, DEC II\.A\.i steps 6–7/,
    );
    expect(describeSystem("sealed-allegiance")).toMatch(/^sealed, fixed allegiances \(D1, /);
    expect(describeSystem("final-confrontation")).toMatch(/^Final Confrontation \(F1–F4/);
    expect(describeSystem("elimination")).toMatch(/^single elimination \(N2/);
    expect(describeSystem("top-cut")).toMatch(/^top cut after Swiss, single elimination \(N2/);
  });

  it("M1: type ote on a Star Wars event is refused at event.type, naming the game", () => {
    const result = systemFor(
      { name: "E", date: "2026-01-01", game: "swccg", rules: "swccg-pc-2.3.6", type: "ote" },
      "swccg-pc-2.3.6",
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ code: "UNSUPPORTED_FORMAT", field: "event.type", rule: "M1" });
    expect(result.error.message).toContain('this event\'s game is "swccg"');
  });

  it("docs/rules.md §2, 2.2, 2.3, N1, N2: the system each type of event is paired with", () => {
    const base = { name: "E", date: "2026-01-01" } as const;
    expect(systemFor({ ...base, game: "swccg", rules: "swccg-pc-2.3.6" }, "swccg-pc-2.3.6")).toEqual({
      ok: true,
      value: "allegiance-pc",
    });
    expect(
      systemFor({ ...base, game: "swccg", rules: "swccg-decipher-6.99" }, "swccg-decipher-6.99"),
    ).toEqual({ ok: true, value: "allegiance-decipher" });
    expect(
      systemFor({ ...base, game: "stccg1e", rules: "stccg-decipher-6.99" }, "stccg-decipher-6.99"),
    ).toEqual({ ok: true, value: "one-deck-swiss" });
    expect(
      systemFor({ ...base, game: "swccg", rules: "swccg-pc-2.3.6", type: "sealed" }, "swccg-pc-2.3.6"),
    ).toEqual({ ok: true, value: "sealed-allegiance" });
    expect(
      systemFor({ ...base, game: "stccg2e", rules: "stccg-opg-2014", type: "sealed" }, "stccg-opg-2014"),
    ).toEqual({ ok: true, value: "one-deck-swiss" });
    expect(
      systemFor({ ...base, game: "swccg", rules: "swccg-pc-2.3.6", type: "simple-swiss" }, "swccg-pc-2.3.6"),
    ).toEqual({ ok: true, value: "one-deck-swiss" });
    expect(
      systemFor({ ...base, game: "yj", rules: "yj-decipher-6.99", type: "elimination" }, "yj-decipher-6.99"),
    ).toEqual({ ok: true, value: "elimination" });
  });

  it("each system's label, word for word (the trace's first line)", () => {
    expect(describeSystem("one-deck-swiss")).toBe(
      "one-deck Swiss (P1–P4, DEC II.A.i step 6; docs/rules.md §2)",
    );
    expect(describeSystem("allegiance-pc")).toBe(
      "two-game allegiance rounds, Players Committee procedure (A1–A6, SW-PC Pairings; docs/rules.md §2)",
    );
    expect(describeSystem("allegiance-decipher")).toBe(
      "two-game allegiance rounds, Decipher procedure (A1–A7, DEC II.A.i steps 6–7; docs/rules.md §2)",
    );
    expect(describeSystem("sealed-allegiance")).toBe(
      "sealed, fixed allegiances (D1, SW-PC Sealed; docs/rules.md §2)",
    );
    expect(describeSystem("final-confrontation")).toBe("Final Confrontation (F1–F4; docs/rules.md §2)");
    expect(describeSystem("elimination")).toBe("single elimination (N2; docs/rules.md §2)");
    expect(describeSystem("top-cut")).toBe("top cut after Swiss, single elimination (N2; docs/rules.md §2)");
  });

  it("M1: the refusal of type ote on another game, word for word; an On the Edge game is refused here too", () => {
    const base = { name: "E", date: "2026-01-01" } as const;
    expect(
      systemFor({ ...base, game: "yj", rules: "yj-decipher-6.99", type: "ote" }, "yj-decipher-6.99"),
    ).toEqual({
      ok: false,
      error: expect.objectContaining({
        code: "UNSUPPORTED_FORMAT",
        field: "event.type",
        rule: "M1",
        message: 'type "ote" is for On the Edge events (game "ote"); this event\'s game is "yj"',
      }),
    });
    // Game "ote" without a type is routed to ote/ before this (event-pairing.ts); here it is refused.
    const ote = systemFor({ ...base, game: "ote", rules: "ote-1.2" }, "ote-1.2");
    expect(ote).toEqual({
      ok: false,
      error: expect.objectContaining({
        field: "event.type",
        rule: "M1",
        message: "On the Edge events are seated in groups (M1), not paired two by two",
      }),
    });
  });

  it("2.1/2.2/2.3: junior is constructed (DEC II.A.ii); Young Jedi follows the allegiance systems", () => {
    const base = { name: "E", date: "2026-01-01" } as const;
    expect(systemFor({ ...base, game: "swccg", type: "junior" }, "swccg-pc-2.3.6")).toEqual({
      ok: true,
      value: "allegiance-pc",
    });
    expect(systemFor({ ...base, game: "yj", type: "junior" }, "yj-decipher-6.99")).toEqual({
      ok: true,
      value: "allegiance-decipher",
    });
    expect(systemFor({ ...base, game: "yj" }, "yj-decipher-6.99")).toEqual({
      ok: true,
      value: "allegiance-decipher",
    });
    expect(systemFor({ ...base, game: "yj", type: "sealed" }, "yj-decipher-6.99")).toEqual({
      ok: true,
      value: "sealed-allegiance",
    });
    expect(systemFor({ ...base, game: "stccg2e", type: "junior" }, "stccg-opg-2014")).toEqual({
      ok: true,
      value: "one-deck-swiss",
    });
    expect(systemFor({ ...base, game: "stccg1e", type: "simple-swiss" }, "stccg-decipher-6.99")).toEqual({
      ok: true,
      value: "one-deck-swiss",
    });
    expect(systemFor({ ...base, game: "stccg1e", type: "elimination" }, "stccg-decipher-6.99")).toEqual({
      ok: true,
      value: "elimination",
    });
  });
});
