// The words every validator of the core shares (result-shape.ts, results-file/schema.ts): a
// field's path as a TD reads it, and what a value of the wrong type is.

/** `["lifeForce", "abc"]` → `lifeForce.abc`, `["players", 0]` → `players[0]`. */
export function toFieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((acc, key) => {
    if (typeof key === "number") return `${acc}[${key}]`;
    return acc ? `${acc}.${String(key)}` : String(key);
  }, "");
}

/** What a value of the wrong type is, in words: `null`, `text`, `a list`. */
export function received(input: unknown): string {
  if (input === null) return "null";
  if (Array.isArray(input)) return "a list";
  switch (typeof input) {
    case "string":
      return "text";
    case "number":
      return Number.isInteger(input) ? "a whole number" : "a number";
    case "boolean":
      return String(input);
    case "object":
      return "an object";
    default:
      return typeof input;
  }
}
