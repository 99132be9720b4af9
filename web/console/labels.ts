// Words a TD reads for the core's literal unions (docs/rules.md §6 names), declared once for the console.
import type { EventType, GameName, ProfileName } from "../../src/core/games.js";

export const GAME_LABELS: { readonly [G in GameName]: string } = {
  swccg: "Star Wars CCG",
  stccg1e: "Star Trek CCG (First Edition)",
  stccg2e: "Star Trek CCG (Second Edition)",
  yj: "Young Jedi CCG",
  ote: "On the Edge",
};

export const PROFILE_LABELS: { readonly [P in ProfileName]: string } = {
  "swccg-pc-2.3.6": "Players Committee guide 2.3.6",
  "swccg-decipher-6.99": "Decipher guide 6.99",
  "stccg-decipher-6.99": "Decipher guide 6.99",
  "stccg-opg-2014": "Organized Play 2014 ruling",
  "yj-decipher-6.99": "Decipher guide 6.99",
  "ote-1.2": "On the Edge rules 1.2",
};

export const TYPE_LABELS: { readonly [T in EventType]: string } = {
  constructed: "Constructed",
  sealed: "Sealed / draft",
  junior: "Junior",
  "simple-swiss": "Simple Swiss",
  elimination: "Elimination",
  ote: "On the Edge",
};

export const TIEBREAK_LABELS: Readonly<Record<string, string>> = {
  guide: "Guide (K1–K5: head-to-head, highest diff, strength of schedule)",
  "pc-2016-sos": "Players Committee 2016, strength of schedule (K7)",
  "pc-2016-diff": "Players Committee 2016, differential (K7)",
};

export function sideLabel(side: string | undefined): string {
  return side === "dark" ? "Dark" : side === "light" ? "Light" : "";
}
