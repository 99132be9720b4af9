// `handsdown formats [ID] [--json]` — R12: the SW-PC sealed formats catalogue.
import { listSealedFormats, SEALED_FORMATS, type SealedFormat } from "../../core/event-rules/index.js";
import { formatTable, printJson, printLines } from "../output.js";
import { parseFormat } from "./event-rules-options.js";

function product(format: SealedFormat): string {
  return format.productRequired.map((p) => `${p.count} ${p.product}`).join(" + ");
}

function gameTime(format: SealedFormat): string {
  if (format.gameMinutes !== null) return `${format.gameMinutes} min`;
  return format.deckSize === null ? "1 min/card" : `${format.deckSize} min`;
}

function details(format: SealedFormat): string[] {
  return [
    `${format.name} (${format.id})`,
    `  Product required: ${product(format)}`,
    `  Rules: ${format.kind}`,
    `  Deck size: ${format.deckSize ?? "the product opened"} — ${format.deckSizeSource}`,
    `  Pairing: ${format.allegiance === "none" ? "one-deck Swiss, no sides: the decks have no allegiance (D2)" : "each player keeps one side, Dark pile v Light pile (D1)"}`,
    `  Game time: ${gameTime(format)}; Final Confrontation 1.5× (${format.finalConfrontation})`,
    `  Deck building: ${format.deckBuildingMinutes === null ? "10 min for 40 cards, 20 for 60" : `${format.deckBuildingMinutes} min`}`,
    `  Minimum games: ${format.minimumGames}`,
    ...format.specialRules.map((rule) => `  - ${rule}`),
  ];
}

export const action = (id: string | undefined, options: { json?: boolean }) => {
  const chosen = parseFormat(id, "<id>");
  const formats = chosen ? [SEALED_FORMATS[chosen]] : listSealedFormats();
  if (options.json) {
    printJson({ formats });
    return;
  }
  if (chosen) {
    printLines(details(SEALED_FORMATS[chosen]));
    return;
  }
  printLines(
    formatTable(
      ["ID", "Name", "Product", "Rules", "Deck", "Game time"],
      formats.map((f) => [
        f.id,
        f.name,
        product(f),
        f.kind,
        f.deckSize === null ? "product" : String(f.deckSize),
        gameTime(f),
      ]),
    ),
  );
};
