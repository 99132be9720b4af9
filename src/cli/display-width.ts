// Columns a text takes in a terminal (tables align names in any script). string-width
// segments every text into graphemes and runs a large emoji pattern; loading it and its first
// call cost ~30 ms of `handsdown standings` (the command must answer at once).
// Printable ASCII and the Latin letters of most names (Latin-1, Latin Extended A/B, IPA and
// spacing modifiers, U+00A0–U+02FF; not the soft hyphen, which takes no column, nor © and ®,
// emoji of two) are one column a character, so only other text loads and runs string-width.
// display-width.test.ts checks each of them against string-width.
import { createRequire } from "node:module";

const ONE_COLUMN_EACH = /^[\x20-\x7e\u00a0-\u00a8\u00aa-\u00ac\u00af-\u02ff]*$/;

let stringWidth: ((text: string) => number) | undefined;

function measure(text: string): number {
  // Node ≥ 20.19 (package.json engines) requires an ES module synchronously.
  stringWidth ??= (createRequire(import.meta.url)("string-width") as { default: (text: string) => number })
    .default;
  return stringWidth(text);
}

export function displayWidth(text: string): number {
  return ONE_COLUMN_EACH.test(text) ? text.length : measure(text);
}
