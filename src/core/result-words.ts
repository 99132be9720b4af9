// A result, and who made a change, in the words a TD reads in the console's lists and the audit
// log (R6), not the results file's keys: "Cora Costa won · full game · Life Force 8". Display
// only: scores come from the profiles.
export function describeRawResult(
  result: Readonly<Record<string, unknown>>,
  nameOf: (id: string) => string,
): string {
  const parts: string[] = [];
  if (typeof result.winner === "string") parts.push(`${nameOf(result.winner)} won`);
  const end = typeof result.end === "string" ? (END_WORDS[result.end] ?? result.end) : "";
  if (end) parts.push(end);
  for (const [key, value] of Object.entries(result)) {
    if (key === "end" || key === "winner") continue;
    const label = KEY_WORDS[key] ?? key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
    if (typeof value === "string") parts.push(`${label} ${nameOf(value)}`);
    else if (Array.isArray(value)) parts.push(`${label} ${value.map((v) => nameOf(String(v))).join(", ")}`);
    else if (typeof value === "object" && value !== null)
      parts.push(
        `${label} ${Object.entries(value as Record<string, unknown>)
          .map(([id, v]) => `${nameOf(id)} ${String(v)}`)
          .join(", ")}`,
      );
    else parts.push(`${label} ${String(value)}`);
  }
  return parts.join(" · ");
}

const END_WORDS: Readonly<Record<string, string>> = {
  full: "full game",
  time: "time called",
  "deck-out": "both draw decks out",
  scenario: "scenario condition not met",
  tie: "tie",
  quit: "quit",
  forfeit: "forfeit",
  concession: "concession",
  bye: "bye",
  "earned-bye": "earned bye",
};

const KEY_WORDS: Readonly<Record<string, string>> = {
  lifeForce: "Life Force",
  influence: "Influence",
  advanced: "advanced",
  points: "points",
  drawDeck: "Draw Deck",
  differential: "differential",
};

/**
 * Who made a change (R6), as the event log records it (`td:alice`, `player:ID`, `td:cli`,
 * `cli:import:FROM`, `demo`), in words; `nameOf` names a player.
 */
export function describeActor(actor: string | undefined, nameOf: (id: string) => string): string {
  if (actor === undefined) return "";
  if (actor === "td:cli") return "TD (terminal)";
  const [kind, ...rest] = actor.split(":");
  const who = rest.join(":");
  if (who === "") return actor;
  if (kind === "td") return `TD ${who}`;
  if (kind === "player") return `player ${nameOf(who)}`;
  if (kind === "cli" && rest[0] === "import")
    return `import${rest[1] ? ` (${rest.slice(1).join(":")})` : ""}`;
  return actor;
}
