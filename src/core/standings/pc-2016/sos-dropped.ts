// K7 (a): "SoS without the player's k lowest entries, for k = 1, 2, … in turn".
import { sumOf } from "./sos.js";

export function computeSosWithoutLowest(entries: readonly number[], k: number): number {
  const ascending = [...entries].sort((a, b) => a - b);
  return sumOf(ascending.slice(k));
}
