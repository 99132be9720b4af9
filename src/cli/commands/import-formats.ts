// The file formats `handsdown import --from` reads: named once for the option's help (import.ts)
// and its check (import.run.ts).
export const IMPORT_FORMATS = ["handsdown", "swccg-pc"] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
