// The event's settings that can still change (ChangeEventSettings): its name, its date, whether
// it is sanctioned. The game, rule profile, type and seed make the event and stay as created.
import { useState } from "preact/hooks";
import type { ManageContext } from "./context.js";

export function EventSettingsForm({ ctx, onDone }: { ctx: ManageContext; onDone: () => void }) {
  const ev = ctx.file.event;
  const [name, setName] = useState(ev.name);
  const [date, setDate] = useState(ev.date);
  const [sanctioned, setSanctioned] = useState(ev.sanctioned !== false);
  const save = async (event: SubmitEvent): Promise<void> => {
    event.preventDefault();
    const settings = {
      ...(name.trim() !== ev.name && { name: name.trim() }),
      ...(date !== ev.date && { date }),
      ...(sanctioned !== (ev.sanctioned !== false) && { sanctioned }),
    };
    if (await ctx.run({ type: "ChangeEventSettings", settings }, "Event settings saved")) onDone();
  };
  return (
    <form class="row-form event-settings" aria-label="Event settings" onSubmit={(e) => void save(e)}>
      <div>
        <label for="set-name">Event name</label>
        <input id="set-name" data-field="name" value={name} onInput={(e) => setName(e.currentTarget.value)} />
      </div>
      <div>
        <label for="set-date">Date</label>
        <input
          id="set-date"
          data-field="date"
          type="date"
          value={date}
          onInput={(e) => setDate(e.currentTarget.value)}
        />
      </div>
      <label class="inline">
        <input
          type="checkbox"
          checked={sanctioned}
          onChange={(e) => setSanctioned(e.currentTarget.checked)}
        />{" "}
        Sanctioned
      </label>
      <div class="buttons">
        <button type="submit">Save the settings</button>
        <button type="button" class="secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
      <p class="muted">
        The game, rule profile, type and seed make the event and its pairings: they stay as created.
      </p>
    </form>
  );
}
