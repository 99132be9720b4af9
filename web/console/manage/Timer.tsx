// R4/R5: the game's length, the announcement marks and the end-of-game rule of the profile. The
// running countdown lives on the server (one timer every screen follows) and is shown full screen
// on the projector page.
import {
  computeAnnouncementMarks,
  computeGameLength,
  END_OF_GAME_RULES,
  sanctioningOfProfile,
} from "../../../src/core/event-rules/index.js";
import { DEFAULT_PROFILE } from "../../../src/core/games.js";
import type { ManageContext } from "./context.js";

export function Timer({ ctx }: { ctx: ManageContext }) {
  const ev = ctx.file.event;
  const rules = ev.rules ?? DEFAULT_PROFILE[ev.game];
  const sanctioning = sanctioningOfProfile(rules);
  const isFinal = ctx.pairings?.final === true;
  const length =
    sanctioning && ev.game !== "ote"
      ? computeGameLength({
          game: ev.game,
          type: ev.type ?? "constructed",
          sanctioning,
          stage: isFinal ? "final" : "swiss",
        })
      : undefined;
  const minutes = length?.ok ? length.value.minutes : undefined;
  const endRule = END_OF_GAME_RULES[rules];
  return (
    <section aria-labelledby="timer-title">
      <h2 id="timer-title">Round timer</h2>
      {length?.ok ? (
        <p>
          R4: {length.value.explanation} <span class="muted">({length.value.source})</span>
        </p>
      ) : (
        <p class="muted">
          {length ? length.error.message : "This game's rules set no standard game length."}
        </p>
      )}
      {minutes !== undefined && (
        <p>R5 announcements at {computeAnnouncementMarks(minutes).join(", ")} minutes remaining.</p>
      )}
      <h3>At zero ({endRule.rule})</h3>
      <p>
        <strong>{endRule.title}.</strong> {endRule.text}
      </p>
      <p>
        <a class="button" href={`/events/${encodeURIComponent(ctx.eventId)}/projector`}>
          Open the projector view
        </a>
      </p>
    </section>
  );
}
