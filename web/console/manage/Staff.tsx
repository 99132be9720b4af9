// `/events/{id}/manage/staff`: who runs the event with its owner (docs/server.md "Staff
// invitations"). The owner invites a user name as assistant judge (R8) or scorekeeper — an
// invitation the account accepts on its own "Your events" page — changes a role, removes someone
// or withdraws an invitation. The rest of the staff see the list. Each role's one line says what
// it may do: least privilege, visible.
import { useState } from "preact/hooks";
import { api, put } from "../../shared/api.js";
import { errorText, useResource } from "../hooks.js";
import type { ManageContext } from "./context.js";

type Role = "owner" | "assistant" | "scorekeeper";
type OfferedRole = Exclude<Role, "owner">;

interface StaffList {
  readonly staff: readonly { readonly username: string; readonly role: Role }[];
  readonly invitations: readonly {
    readonly username: string;
    readonly role: OfferedRole;
    readonly invitedBy: string;
  }[];
}

/** What each role may do, in one line (docs/server.md "Roles"). */
export const ROLE_LINES: Readonly<Record<Role, { readonly name: string; readonly may: string }>> = {
  owner: {
    name: "Owner",
    may: "everything, and alone invites or removes staff and lists or unlists the event",
  },
  assistant: {
    name: "Assistant judge",
    may: "runs the event with the owner (R8): players, pairings, results, penalties, timer, player links",
  },
  scorekeeper: {
    name: "Scorekeeper",
    may: "enters, corrects and accepts results only; reads the staff's pages",
  },
};

export function Staff({ ctx }: { ctx: ManageContext }) {
  const base = `/api/events/${encodeURIComponent(ctx.eventId)}/staff`;
  const [version, setVersion] = useState(0);
  const list = useResource<StaffList>(base, version);
  const [message, setMessage] = useState<{ text: string; isError: boolean }>();
  const [busy, setBusy] = useState(false);
  // The caller's own role on the event, as the server knows it.
  const me = useResource<{ events: readonly { id: string; role: Role }[] }>("/api/me");
  const isOwner = me.data?.events.some((e) => e.id === ctx.eventId && e.role === "owner") ?? false;

  const write = async (send: () => Promise<unknown>, done: string): Promise<boolean> => {
    if (busy) return false;
    setBusy(true);
    try {
      await send();
      setMessage({ text: done, isError: false });
      setVersion((v) => v + 1);
      return true;
    } catch (failure) {
      setMessage({ text: errorText(failure), isError: true });
      return false;
    } finally {
      setBusy(false);
    }
  };
  const offer = (username: string, role: OfferedRole, done: string) =>
    write(() => put(`${base}/${encodeURIComponent(username)}`, { role }), done);
  const remove = (username: string, done: string) =>
    write(() => api("DELETE", `${base}/${encodeURIComponent(username)}`), done);

  return (
    <section aria-labelledby="staff-title" class="staff">
      <h2 id="staff-title">Staff</h2>
      <dl class="role-lines" aria-label="What each role may do">
        {(Object.keys(ROLE_LINES) as Role[]).map((role) => (
          <div key={role}>
            <dt>{ROLE_LINES[role].name}</dt>
            <dd>{ROLE_LINES[role].may}</dd>
          </div>
        ))}
      </dl>
      <div aria-live="polite" role="status" class={message?.isError ? "message error" : "message"}>
        {busy ? "Saving…" : message?.text}
      </div>
      {list.error && <p class="error">{list.error}</p>}
      {isOwner && <InviteForm busy={busy} onInvite={offer} />}
      {list.data && (
        <table aria-label="Staff and invitations">
          <thead>
            <tr>
              <th>User</th>
              <th>Role</th>
              <th>Status</th>
              {isOwner && <th>Change</th>}
            </tr>
          </thead>
          <tbody>
            {list.data.staff.map((member) => (
              <tr key={`staff-${member.username}`}>
                <td>{member.username}</td>
                <td>{ROLE_LINES[member.role].name}</td>
                <td>Accepted</td>
                {isOwner && (
                  <td>
                    {member.role !== "owner" && (
                      <RoleChanger
                        username={member.username}
                        role={member.role}
                        busy={busy}
                        onChange={(role) =>
                          offer(
                            member.username,
                            role,
                            `${member.username} is now ${ROLE_LINES[role].name.toLowerCase()}`,
                          )
                        }
                        onRemove={() => remove(member.username, `${member.username} removed from the staff`)}
                        removeLabel="Remove"
                      />
                    )}
                  </td>
                )}
              </tr>
            ))}
            {list.data.invitations.map((invitation) => (
              <tr key={`invited-${invitation.username}`}>
                <td>{invitation.username}</td>
                <td>{ROLE_LINES[invitation.role].name}</td>
                <td>Invited by {invitation.invitedBy}, waiting for an answer</td>
                {isOwner && (
                  <td>
                    <RoleChanger
                      username={invitation.username}
                      role={invitation.role}
                      busy={busy}
                      onChange={(role) =>
                        offer(
                          invitation.username,
                          role,
                          `${invitation.username} is now invited as ${ROLE_LINES[role].name.toLowerCase()}`,
                        )
                      }
                      onRemove={() =>
                        remove(invitation.username, `Invitation to ${invitation.username} withdrawn`)
                      }
                      removeLabel="Withdraw"
                    />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {list.data && !isOwner && <p class="muted">Only the owner invites, changes or removes staff.</p>}
    </section>
  );
}

function InviteForm({
  busy,
  onInvite,
}: {
  busy: boolean;
  onInvite: (username: string, role: OfferedRole, done: string) => Promise<boolean>;
}) {
  const [username, setUsername] = useState("");
  const [role, setRole] = useState<OfferedRole>("scorekeeper");
  const submit = async (event: SubmitEvent): Promise<void> => {
    event.preventDefault();
    const name = username.trim();
    const done = `${name} is invited as ${ROLE_LINES[role].name.toLowerCase()}: the role is theirs once they accept it on their "Your events" page`;
    if (await onInvite(name, role, done)) setUsername("");
  };
  return (
    <form class="row-form" aria-label="Invite to the staff" onSubmit={(e) => void submit(e)}>
      <div>
        <label for="staff-username">User name</label>
        <input
          id="staff-username"
          value={username}
          required
          autocomplete="off"
          onInput={(e) => setUsername(e.currentTarget.value)}
        />
      </div>
      <div>
        <label for="staff-role">Role</label>
        <select id="staff-role" value={role} onChange={(e) => setRole(e.currentTarget.value as OfferedRole)}>
          <option value="scorekeeper">{ROLE_LINES.scorekeeper.name}</option>
          <option value="assistant">{ROLE_LINES.assistant.name}</option>
        </select>
      </div>
      <div class="buttons">
        <button type="submit" disabled={busy}>
          Invite
        </button>
      </div>
      <p class="muted">
        The user must have an account on this server; the answer is the same either way, so ask them to look
        for the invitation.
      </p>
    </form>
  );
}

function RoleChanger({
  username,
  role,
  busy,
  onChange,
  onRemove,
  removeLabel,
}: {
  username: string;
  role: OfferedRole;
  busy: boolean;
  onChange: (role: OfferedRole) => Promise<boolean>;
  onRemove: () => Promise<boolean>;
  removeLabel: string;
}) {
  const other: OfferedRole = role === "assistant" ? "scorekeeper" : "assistant";
  return (
    <span class="buttons">
      <button
        type="button"
        class="secondary"
        disabled={busy}
        aria-label={`Make ${username} ${ROLE_LINES[other].name.toLowerCase()}`}
        onClick={() => void onChange(other)}
      >
        Make {ROLE_LINES[other].name.toLowerCase()}
      </button>{" "}
      <button
        type="button"
        class="secondary"
        disabled={busy}
        aria-label={`${removeLabel} ${username}`}
        onClick={() => void onRemove()}
      >
        {removeLabel}
      </button>
    </span>
  );
}
