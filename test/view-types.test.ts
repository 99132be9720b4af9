// The web reads the views the server returns with the server's own types (docs/architecture.md,
// "The flow of a view"): one declaration in src/core/views/types.ts, returned by the view
// functions the routes call and imported by the pages. These checks fail to compile (and
// `tsc`/vitest's typecheck fail) when a page's type drifts from what the server sends.
import { describe, expectTypeOf, it } from "vitest";
import { toDeckChecksView, toEventFile, toStandingsView } from "../src/core/views/event-file.js";
import { toEventSummary } from "../src/core/views/event-summary.js";
import { timerView } from "../src/core/views/timer.js";
import { toStandingsDocument } from "../src/core/event-standings.js";
import { toPairingsView, toTableView, toTraceView } from "../src/core/views/pairings.js";
import { toPlayerView } from "../src/core/views/player-page.js";
import type { Result } from "../src/core/errors.js";
import { readChangeLog } from "../src/app/change-log.js";
import { toChangeLogLines } from "../web/console/manage/change-log-lines.js";
import type {
  ChangeLogLine,
  DeckChecksView,
  EventFileView,
  PairingsView,
  EventSummary,
  PlayerPageView,
  StandingRowView,
  StandingsView,
  TableView,
  TimerPageView,
  TraceView,
} from "../src/core/views/types.js";
import type * as manage from "../web/console/manage/context.js";
import type {
  EventFileJson,
  PairingsJson,
  PlayJson,
  StandingJson,
  StandingsJson,
  TableJson,
  TimerJson,
} from "../web/shared/types.js";

describe("the view types the server returns are the ones the web reads", () => {
  it("the view functions return the declared view types", () => {
    expectTypeOf(toPairingsView).returns.toEqualTypeOf<PairingsView>();
    expectTypeOf(toTableView).returns.toEqualTypeOf<TableView>();
    expectTypeOf(toTraceView).returns.toEqualTypeOf<TraceView>();
    expectTypeOf(toPlayerView).returns.toEqualTypeOf<PlayerPageView>();
    expectTypeOf(toDeckChecksView).returns.toEqualTypeOf<DeckChecksView>();
    expectTypeOf(toEventFile).returns.toEqualTypeOf<Result<EventFileView>>();
    // One standings document for `standings --json` and GET …/standings; one timer for GET …/timer and `clock --json`.
    expectTypeOf(toStandingsDocument).returns.toEqualTypeOf<StandingsView>();
    expectTypeOf(toStandingsView).returns.toEqualTypeOf<Result<StandingsView>>();
    expectTypeOf(timerView).returns.toEqualTypeOf<Result<TimerPageView>>();
    expectTypeOf(toEventSummary).returns.toEqualTypeOf<EventSummary | undefined>();
  });

  it("the public and player pages read the same types", () => {
    expectTypeOf<EventFileJson>().toEqualTypeOf<EventFileView>();
    expectTypeOf<PairingsJson>().toEqualTypeOf<PairingsView>();
    expectTypeOf<TableJson>().toEqualTypeOf<TableView>();
    expectTypeOf<PlayJson>().toEqualTypeOf<PlayerPageView>();
    expectTypeOf<StandingsJson>().toEqualTypeOf<StandingsView>();
    expectTypeOf<StandingJson>().toEqualTypeOf<StandingRowView>();
    expectTypeOf<Omit<TimerJson, "version">>().toEqualTypeOf<Omit<TimerPageView, never>>();
  });

  it("the console reads the same types", () => {
    expectTypeOf<manage.EventFile>().toEqualTypeOf<EventFileView>();
    expectTypeOf<manage.StandingsView>().toEqualTypeOf<StandingsView>();
    expectTypeOf<manage.PairingsView>().toEqualTypeOf<PairingsView>();
    expectTypeOf<manage.TableView>().toEqualTypeOf<TableView>();
  });

  it("the console's change log reads the lines the server writes (R6)", () => {
    expectTypeOf(readChangeLog).returns.resolves.toEqualTypeOf<ChangeLogLine[]>();
    expectTypeOf(toChangeLogLines).returns.toEqualTypeOf<ChangeLogLine[]>();
  });

  it("a field the server always sends is not optional on the page (byes, byeGameIds, sittingOut)", () => {
    expectTypeOf<PairingsJson["byeGameIds"]>().toEqualTypeOf<Readonly<Record<string, number>>>();
    expectTypeOf<PairingsJson["sittingOut"]>().toEqualTypeOf<readonly string[]>();
    expectTypeOf<TableJson["isStanding"]>().toEqualTypeOf<boolean>();
  });
});
