// The refusal → input mapping every console form shares: the core's field paths, the server
// edge's, and the codes that come without a field, read as the keys the inputs carry.
import { describe, expect, it } from "vitest";
import { fieldKeysOf, findFieldInput } from "./field-errors.js";

describe("fieldKeysOf", () => {
  it.each([
    // The core's paths (docs/rules.md §6 and the commands' bodies).
    [{ field: "player.birthDate", code: "INVALID_FIELD" }, ["birthDate"]],
    [{ field: "player.firstName" }, ["firstName"]],
    [{ field: "settings.date" }, ["date"]],
    [{ field: "event.options.cap" }, ["cap"]],
    [{ field: "event.name" }, ["name"]],
    [{ field: "result.lifeForce.han" }, ["lifeForce.han", "lifeForce"]],
    [{ field: "result.lifeForce" }, ["lifeForce"]],
    [{ field: "result.differential" }, ["differential"]],
    [{ field: "result.advanced[1]" }, ["advanced"]],
    [{ field: "deckList" }, ["deckList"]],
    [{ field: "reason", code: "REASON_REQUIRED" }, ["reason"]],
    // The server's edge names a body's field as the core does, without a `body.` prefix.
    [{ field: "player.firstName", code: "INVALID_REQUEST" }, ["firstName"]],
    [{ field: "deltaMs", code: "INVALID_REQUEST" }, ["deltaMs"]],
    [{ field: "players[0].id", code: "INVALID_REQUEST" }, ["id"]],
    [
      { field: 'result.lifeForce."lu\u0000ke"', code: "INVALID_REQUEST" },
      ["lifeForce.lu\u0000ke", "lifeForce"],
    ],
    // Another part of the request (the path's params, the query) is no input of a form.
    [{ field: "params.id", code: "INVALID_REQUEST" }, []],
    // A duplicate player names the ID the names and birth date made (R1).
    [{ field: "player.id", code: "DUPLICATE_PLAYER" }, ["id"]],
    // Codes without a field, where the input is plain.
    [{ code: "REASON_REQUIRED" }, ["reason"]],
    [{ code: "UNDECIDED_TRUE_TIE", field: "result.lifeForce" }, ["lifeForce", "toss"]],
    // A whole body (malformed JSON), a whole command: no one input.
    [{ field: "body" }, []],
    [{ field: "result" }, []],
    [{ field: "players", code: "PLAYER_NOT_CHECKED_IN" }, []],
    [{}, []],
  ])("%j → %j", (problem, keys) => {
    expect(fieldKeysOf(problem)).toEqual(keys);
  });
});

/** A stand-in for a form: inputs with `data-field`, some hidden or disabled. */
function formOf(inputs: { field: string; id: string; hidden?: boolean; disabled?: boolean }[]): ParentNode {
  const elements = inputs.map((input) => ({
    id: input.id,
    disabled: input.disabled ?? false,
    getAttribute: (name: string) => (name === "data-field" ? input.field : null),
    getClientRects: () => (input.hidden ? [] : [{}]),
  }));
  return { querySelectorAll: () => elements } as unknown as ParentNode;
}

describe("findFieldInput", () => {
  const form = formOf([
    { id: "res-end", field: "end" },
    { id: "res-lifeForce-han", field: "lifeForce.han" },
    { id: "res-lifeForce-luke", field: "lifeForce.luke" },
    { id: "p-first", field: "firstName id" },
    { id: "old", field: "toss", hidden: true },
    { id: "off", field: "reason", disabled: true },
  ]);
  const idOf = (keys: string[]) => (findFieldInput(form, keys) as { id: string } | null)?.id ?? null;

  it("finds the input a key names, the most precise key first", () => {
    expect(idOf(["lifeForce.luke", "lifeForce"])).toBe("res-lifeForce-luke");
    expect(idOf(["end"])).toBe("res-end");
  });

  it("reads a key above per-player inputs as the first of them (the values together)", () => {
    expect(idOf(["lifeForce"])).toBe("res-lifeForce-han");
  });

  it("reads `data-field` as a list: one input may hold several keys", () => {
    expect(idOf(["id"])).toBe("p-first");
    expect(idOf(["firstName"])).toBe("p-first");
  });

  it("passes over what the TD cannot reach: hidden or disabled inputs, keys no input holds", () => {
    expect(idOf(["toss"])).toBeNull();
    expect(idOf(["reason"])).toBeNull();
    expect(idOf(["winner"])).toBeNull();
    // Only whole tokens: `life` is not `lifeForce`.
    expect(idOf(["life"])).toBeNull();
  });
});
