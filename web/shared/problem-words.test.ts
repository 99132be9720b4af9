// The refusals a person reads, from the messages a TD and a player actually met (each line below
// is a message the server sent): names, tables, minutes and the form's words, the rule once, and
// no JSON path, player ID or JSON literal.
import { describe, expect, it } from "vitest";
import { fieldWords, problemMessage, problemText } from "./problem-words.js";

const names = new Map([
  ["hansolo031172", "Han Solo"],
  ["lukeskywalker010180", "Luke Skywalker"],
]);
const tableOf = (gameId: number) => (gameId === 4 ? 1 : undefined);
const noDeveloperText = (text: string) => {
  expect(text).not.toMatch(/[{}]|"\w+":|\bbody\.|\bresult\.|\d{6}\b|\bms\b/);
};

describe("problem words", () => {
  it("a Life Force out of range: the player's name and the form's words, the rule kept", () => {
    const problem = {
      title: "Unprocessable",
      status: 422,
      detail: "result.lifeForce.hansolo031172: expected a whole number 0..60",
      field: "result.lifeForce.hansolo031172",
      rule: "S3",
    };
    expect(problemText(problem, { names })).toBe(
      "Life Force (Han Solo): expected a whole number 0 to 60 (S3)",
    );
    expect(problemMessage(problem, { names })).toBe("expected a whole number 0 to 60 (S3)");
    noDeveloperText(problemText(problem, { names }));
  });

  it("equal Life Force at time says which ending to choose, not a JSON literal", () => {
    const text = problemMessage(
      {
        title: "x",
        status: 422,
        detail:
          'equal Life Force (5) at time is a true tie: report it as {"end":"tie"} with lostPile, hand or toss',
        field: "result.lifeForce",
        rule: "S4",
      },
      { names },
    );
    expect(text).toBe(
      "equal Life Force (5) at time is a true tie: report it as “true tie” with Lost Pile, hand or toss (S4)",
    );
    noDeveloperText(text);
  });

  it("the server's edge: its words kept, the path said once, in the form's words", () => {
    const problem = {
      title: "Bad Request",
      status: 400,
      code: "INVALID_REQUEST",
      detail: "player.firstName: expected text of at most 40 characters, got 41",
      field: "player.firstName",
    };
    expect(problemText(problem)).toBe("First name: expected text of at most 40 characters, got 41");
    expect(problemMessage(problem)).toBe("expected text of at most 40 characters, got 41");
    noDeveloperText(problemText(problem));
  });

  it("milliseconds become minutes", () => {
    const text = problemText({
      title: "x",
      status: 422,
      detail: "the timer cannot go below zero: -15075 ms",
      field: "deltaMs",
      rule: "R5",
    });
    expect(text).toBe("Minutes: the timer cannot go below zero: minus 15 seconds (R5)");
    expect(problemMessage({ title: "x", status: 422, detail: "adjust by 300000 ms" })).toBe(
      "adjust by 5 minutes",
    );
  });

  it("the rule is said once even when the core's words already cite it", () => {
    expect(
      problemMessage({ title: "x", status: 422, detail: "a quit needs the differential X (S6)", rule: "S6" }),
    ).toBe("a quit needs the differential X (S6)");
  });

  it("a game id becomes the table the TD sees", () => {
    expect(
      problemText(
        {
          title: "x",
          status: 422,
          detail: "game 4 already has a result; the TD can correct it",
          field: "gameId",
          rule: "R6",
        },
        { tableOf },
      ),
    ).toBe("Table 4 already has a result; the TD can correct it (R6)".replace("Table 4", "Table 1"));
  });

  it("the core's own table words are kept: 'game 1' of 'round 2 game 1' is not a game id", () => {
    expect(
      problemMessage(
        { title: "x", status: 422, detail: "table 1 (round 2 game 1) already has a result", rule: "R6" },
        { tableOf: () => 7 },
      ),
    ).toBe("table 1 (round 2 game 1) already has a result (R6)");
  });

  it("field words for paths the pages send", () => {
    expect(fieldWords("event.name")).toBe("name");
    expect(fieldWords("result.drawDeck.lukeskywalker010180", { names })).toBe("Draw Deck (Luke Skywalker)");
    expect(fieldWords("games[3].result.lostPile")).toBe("Lost Pile");
    expect(fieldWords(undefined)).toBeUndefined();
  });

  it("R1: an ID already taken says whose it is, not the ID dressed as a name", () => {
    const problem = {
      title: "Bad request",
      status: 400,
      code: "DUPLICATE_PLAYER",
      detail: 'player ID "hansolo031172" is already registered',
      field: "player.id",
      rule: "R1",
    };
    const text = problemMessage(problem, { names });
    expect(text).toBe("the player ID is already taken by Han Solo (R1)");
    noDeveloperText(text);
  });

  it("the server's edge on a field of the command itself: a missing player", () => {
    const problem = {
      title: "Bad request",
      status: 400,
      code: "INVALID_REQUEST",
      detail: "playerId: is missing (expected text)",
      field: "playerId",
    };
    expect(problemText(problem)).toBe("Player: is missing (expected text)");
  });
});
