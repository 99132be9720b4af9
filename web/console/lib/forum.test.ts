import { describe, expect, it } from "vitest";
import { pairingsForForum, standingsForForum } from "./forum.js";

describe("Copy for the forum", () => {
  const pairings = [
    {
      table: 1,
      players: [
        { name: "Anna", side: "dark" },
        { name: "Bob", side: "light" },
      ],
    },
  ];
  it("BBCode pairings: one line per table, sides, byes", () => {
    expect(pairingsForForum("bbcode", "Round 1 Game 1", pairings, ["Carl"])).toBe(
      "[b]Round 1 Game 1[/b]\n\nTable 1: Anna (Dark) vs Bob (Light)\nBye: Carl",
    );
  });
  it("Markdown pairings: a table", () => {
    expect(pairingsForForum("markdown", "R1", pairings, [])).toBe(
      "**R1**\n\n| Table | Players | Result |\n|---:|---|---|\n| 1 | Anna (Dark) vs Bob (Light) |  |",
    );
  });
  it("standings keep shared ranks (1, 2, 2) and signed differentials", () => {
    const rows = [
      { rank: 1, name: "Anna", vp: 4, diff: 30 },
      { rank: 2, name: "Bob", vp: 2, diff: -5 },
      { rank: 2, name: "Carl", vp: 2, diff: -5 },
    ];
    expect(standingsForForum("bbcode", "Final", rows)).toBe(
      "[b]Final[/b]\n\n1. Anna — 4(+30)\n2. Bob — 2(-5)\n2. Carl — 2(-5)",
    );
  });
  it("an unranked player (On the Edge, disqualified: rank null, M8) reads as a dash, not null", () => {
    const rows = [
      { rank: 1, name: "Anna", vp: 4, diff: 0 },
      { rank: null, name: "Dan", vp: 0, diff: 0 },
    ];
    expect(standingsForForum("bbcode", "Final", rows)).toBe(
      "[b]Final[/b]\n\n1. Anna — 4(+0)\n–. Dan — 0(+0)",
    );
    expect(standingsForForum("markdown", "Final", rows)).toContain("| – | Dan |");
  });
  it("user text cannot break the markup", () => {
    expect(
      standingsForForum("bbcode", "x", [{ rank: 1, name: "[url]evil[/url]", vp: 0, diff: 0 }]),
    ).not.toContain("[url]");
    expect(standingsForForum("markdown", "x", [{ rank: 1, name: "a|b", vp: 0, diff: 0 }])).toContain("a\\|b");
  });
  it("Markdown: a name cannot make a link, an image or emphasis (it reads as the name)", () => {
    const names = [
      "[click](https://evil.example)",
      "<https://evil.example>",
      "![x](https://evil.example/x.png)",
      "see https://evil.example or www.evil.example",
      "**loud**",
    ];
    const text = standingsForForum(
      "markdown",
      "[title](https://evil.example)",
      names.map((name, i) => ({ rank: i + 1, name, vp: 0, diff: 0 })),
    );
    expect(text).not.toMatch(/(^|[^\\])\[[^\]]*(^|[^\\])\]\(/m); // no [text](url)
    expect(text).not.toMatch(/(^|[^\\])<https?:/m); // no <autolink>
    expect(text).not.toContain("https://");
    expect(text).not.toContain("www.evil");
    expect(text).not.toMatch(/(^|[^\\])\*\*loud/m);
    expect(text).toContain("\\[click\\]\\(https:\\/\\/evil.example\\)");
    expect(pairingsForForum("markdown", "t", [], ["[x](https://evil.example)"])).not.toContain("](");
  });
});
