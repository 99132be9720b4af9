// R1/R2 everyday fixes of one player: a misspelled name or birth date corrected (CorrectPlayer),
// and a no-show removed before game 1 (RemovePlayer) instead of "dropped" for ever.
import { useState } from "preact/hooks";
import type { PlayerEntry } from "../../../src/core/results-file/schema.js";
import { makePlayerId } from "../../../src/core/players/player-id.js";
import { playerName, type ManageContext } from "./context.js";

/** Whether the player's ID was made from his name and birth date (R1), not given. */
function isMadeId(player: PlayerEntry): boolean {
  const made = makePlayerId({
    firstName: player.firstName ?? "",
    lastName: player.lastName ?? "",
    birthDate: player.birthDate ?? "",
  });
  return made.ok && made.value === player.id;
}

export function CorrectPlayerForm({
  ctx,
  player,
  hasPlayed,
  onDone,
}: {
  ctx: ManageContext;
  player: PlayerEntry;
  /** In a game already (a bye included): the ID his games carry stays. */
  hasPlayed: boolean;
  onDone: () => void;
}) {
  const byParts = player.firstName !== undefined || player.lastName !== undefined;
  const [first, setFirst] = useState(player.firstName ?? "");
  const [last, setLast] = useState(player.lastName ?? "");
  const [born, setBorn] = useState(player.birthDate ?? "");
  const [name, setName] = useState(player.name ?? "");
  const idOf = `edit-${player.id}`;
  const made = makePlayerId({ firstName: first, lastName: last, birthDate: born });
  const willChangeId = byParts && isMadeId(player) && !hasPlayed && made.ok && made.value !== player.id;
  const save = async (event: SubmitEvent): Promise<void> => {
    event.preventDefault();
    const input = byParts
      ? { firstName: first.trim(), lastName: last.trim(), ...(born.trim() && { birthDate: born.trim() }) }
      : { name: name.trim() };
    const after = willChangeId ? `; new ID ${made.ok ? made.value : ""}` : "";
    if (
      await ctx.run(
        { type: "CorrectPlayer", playerId: player.id, player: input },
        `${playerName(player)} corrected${after}`,
      )
    )
      onDone();
  };
  return (
    <form class="row-form" onSubmit={(e) => void save(e)} aria-label={`Correct ${playerName(player)}`}>
      {byParts ? (
        <>
          <div>
            <label for={`${idOf}-first`}>Corrected first name</label>
            <input
              id={`${idOf}-first`}
              data-field="firstName"
              value={first}
              onInput={(e) => setFirst(e.currentTarget.value)}
            />
          </div>
          <div>
            <label for={`${idOf}-last`}>Corrected last name</label>
            <input
              id={`${idOf}-last`}
              data-field="lastName"
              value={last}
              onInput={(e) => setLast(e.currentTarget.value)}
            />
          </div>
          <div>
            <label for={`${idOf}-born`}>Corrected birth date</label>
            <input
              id={`${idOf}-born`}
              data-field="birthDate"
              value={born}
              onInput={(e) => setBorn(e.currentTarget.value)}
            />
          </div>
        </>
      ) : (
        <div>
          <label for={`${idOf}-name`}>Corrected name</label>
          <input
            id={`${idOf}-name`}
            data-field="name"
            value={name}
            onInput={(e) => setName(e.currentTarget.value)}
          />
        </div>
      )}
      <div class="buttons">
        <button type="submit">Save the correction</button>
      </div>
      <p class="muted" data-testid="correct-id-note">
        {willChangeId
          ? `Before his first game the ID follows the name (R1): ${player.id} becomes ${made.ok ? made.value : ""}. Ratings follow the ID, so his results go to the corrected one. His player link changes: give him his new card.`
          : hasPlayed && isMadeId(player)
            ? `His games carry the ID ${player.id}: it stays, only the name is corrected. Ratings follow the ID, so tell the ratings keeper that ${player.id} is the player the corrected name makes (R1).`
            : `The ID ${player.id} stays (R1).`}
      </p>
    </form>
  );
}

export function RemoveButton({
  ctx,
  player,
  onDone,
}: {
  ctx: ManageContext;
  player: PlayerEntry;
  onDone: () => void;
}) {
  const name = playerName(player);
  return (
    <button
      type="button"
      class="secondary"
      onClick={() =>
        void ctx
          .run({ type: "RemovePlayer", playerId: player.id, reason: "no-show" }, `${name} removed (no-show)`)
          .then((done) => done && onDone())
      }
    >
      Remove (no-show, before game 1)
    </button>
  );
}
