import type { Command } from "commander";
import { registerCheck } from "./check.js";
import { registerDeck } from "./deck.js";
import { registerStandings } from "./standings.js";
import { registerPods } from "./pods.js";
import { registerTimer } from "./timer.js";
import { registerMinimums } from "./minimums.js";
import { registerDeckCheck } from "./deck-check.js";
import { registerJunior } from "./junior.js";
import { registerBids } from "./bids.js";
import { registerFormats } from "./formats.js";
import { registerPair } from "./pair.js";
import { registerTdPlayer } from "./td-player.js";
import { registerDeckPenalty } from "./deck-penalty.js";
import { registerFcReplacement } from "./fc-replacement.js";
import { registerImport } from "./import.js";
import { registerExport } from "./export.js";
import { registerList } from "./list.js";
import { registerEvent } from "./event.js";
import { registerPlayer } from "./player.js";
import { registerReport } from "./report.js";
import { registerSwap } from "./swap.js";
import { registerUnpair } from "./unpair.js";
import { registerFinalSide } from "./final-side.js";
import { registerFinalWaive } from "./final-waive.js";
import { registerFinish } from "./finish.js";
import { registerLog } from "./log.js";
import { registerTiebreaker } from "./tiebreaker.js";
import { registerDeckResult } from "./deck-result.js";
import { registerDemo } from "./demo.js";
import { registerCompleteWords, registerCompletion } from "./completion.js";
import { registerClock } from "./clock.js";
import { registerServe } from "./serve.js";
import { registerPublish } from "./publish.js";
import { registerUser } from "./user.js";
import { registerRatings } from "./ratings.js";
import { registerAudit } from "./audit.js";
import { registerUse } from "./use.js";

/** Each sub-command lives in its own file and adds itself to the program. */
export type RegisterCommand = (program: Command) => void;

export const commands: RegisterCommand[] = [
  registerStandings,
  registerCheck,
  registerDeck,
  registerPods,
  registerTimer,
  registerMinimums,
  registerDeckCheck,
  registerJunior,
  registerBids,
  registerFormats,
  registerPair,
  registerTdPlayer,
  registerDeckPenalty,
  registerFcReplacement,
  registerImport,
  registerExport,
  registerList,
  registerEvent,
  registerPlayer,
  registerReport,
  registerSwap,
  registerUnpair,
  registerFinalSide,
  registerFinalWaive,
  registerTiebreaker,
  registerDeckResult,
  registerFinish,
  registerLog,
  registerDemo,
  registerClock,
  registerCompletion,
  registerCompleteWords,
  registerServe,
  registerPublish,
  registerUser,
  registerRatings,
  registerAudit,
  registerUse,
];
