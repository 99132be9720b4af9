// K7 against the 24 real Star Wars CCG events recorded by the Players Committee's own
// software (docs/rules.md §7). Each event is turned into a results file in memory (never written into the
// repository), validated (docs/rules.md §6), scored (swccg-pc-2.3.6), ranked by K7 and compared with the
// standings the PC stored: VP, record, SoS, adjusted VP, order. docs/real-data-check.md has the table.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readAs, resultsFileSchema } from "../../src/core/index.js";
import { checkEvent } from "./check-event.js";
import { ASPECTS } from "./compare.js";
import { KNOWN_DIFFERENCES } from "./known-differences.js";
import { hasFractionalSos, loadPcEvents, REAL_DATA_DIR, REPO_ROOT, usesRule2016 } from "./pc-events.js";
import { compareWithPublished, PUBLISHED_DIFFERENCES, publishedOrderOf } from "./published-order.js";
import { toResultsFile } from "./to-results-file.js";

const isDataPresent = existsSync(REAL_DATA_DIR);
const events = isDataPresent ? loadPcEvents() : [];
/** Without ../shared beside the clone these checks cannot run: one line says so, the rest is skipped. */
const SKIPPED = `skipped: ${REAL_DATA_DIR} is absent (the real events live in ../shared beside the clone; docs/rules.md §7)`;
if (!isDataPresent) console.warn(`pc-2016.test.ts ${SKIPPED}`);

describe.skipIf(!isDataPresent)(
  `docs/rules.md §7: the real-data folder${isDataPresent ? "" : ` (${SKIPPED})`}`,
  () => {
    it("holds 24 events: 20 with the August 2016 rule (K7), 4 with the older fractional SoS", () => {
      expect(events).toHaveLength(24);
      expect(events.filter(usesRule2016)).toHaveLength(20);
      expect(events.filter(hasFractionalSos).map((event) => event.file)).toEqual(
        Object.entries(KNOWN_DIFFERENCES)
          .filter(([, known]) => known.notCompared?.includes("sos"))
          .map(([file]) => file)
          .sort(),
      );
    });

    it("lists known differences only for events that exist", () => {
      const files = new Set(events.map((event) => event.file));
      for (const file of Object.keys(KNOWN_DIFFERENCES)) expect(files.has(file), file).toBe(true);
    });
  },
);

describe.each(events.map((event) => [event.file, event] as const))("K7 against %s", (file, event) => {
  const known = KNOWN_DIFFERENCES[file];

  it("converts to a valid docs/rules.md §6 results file", () => {
    const result = readAs(resultsFileSchema, toResultsFile(event));
    expect(result.ok, result.ok ? "" : `${result.error.field}: ${result.error.message}`).toBe(true);
  });

  it(
    known
      ? `differs only as documented (known-differences.ts): ${known.label}`
      : "matches the stored standings exactly (VP, record, SoS, adjusted VP, order)",
    () => {
      const { mismatches } = checkEvent(event);
      for (const aspect of ASPECTS) {
        if (known?.notCompared?.includes(aspect)) continue;
        expect(mismatches[aspect], `${file}: ${aspect}`).toEqual(known?.expected?.[aspect] ?? []);
      }
    },
  );

  if (usesRule2016(event)) {
    it("orders by VP then SoS (DIFF: VP then diff) exactly as stored, whatever the tiebreakers", () => {
      expect(checkEvent(event).mismatches.orderAboveTies).toEqual([]);
    });
  }

  const published = publishedOrderOf(event);
  if (published) {
    it(`agrees with the order the Players Committee published: ${PUBLISHED_DIFFERENCES[file]?.label ?? "exactly"}`, () => {
      expect(compareWithPublished(event, checkEvent(event).rows, published)).toEqual(
        PUBLISHED_DIFFERENCES[file]?.expected ?? [],
      );
    });
  }
});

describe.skipIf(!isDataPresent)("docs/real-data-check.md", () => {
  it("reports the current number of exact matches (regenerate with test/real-data/write-report.ts)", () => {
    const exact = events.filter(usesRule2016).filter((event) => !(event.file in KNOWN_DIFFERENCES)).length;
    const doc = readFileSync(path.join(REPO_ROOT, "docs/real-data-check.md"), "utf8");
    expect(doc).toContain(`Exact match (VP, SoS, order): ${exact} of ${events.filter(usesRule2016).length}.`);
  });
});
