// For tests: a table of the pairing view with the fields a test does not care about filled in
// as the server fills them for a table nobody has reported yet.
import type { TableView } from "../../src/core/views/types.js";

export function aTable(
  table: Pick<TableView, "gameId" | "table" | "players"> & Partial<TableView>,
): TableView {
  return {
    stage: "swiss",
    result: null,
    reportedBy: null,
    acceptedBy: [],
    isStanding: false,
    disputedBy: null,
    ...table,
  };
}
