// A result in the words a TD reads in the console's lists (not the results file's keys):
// "Cora Costa won · full game · Life Force 8". Display only — scores come from the server.
export function describeRawResult(
  result: Readonly<Record<string, unknown>>,
  nameOf: (id: string) => string,
): string {
  // Words a TD reads, not the results file's keys: "Cora Costa won · full game · Life Force 8".
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
  drawDeck: "draw deck",
  differential: "differential",
};
