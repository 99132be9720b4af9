// The dialog a tab shows when its session has ended: it says so and asks for the password again,
// over the page, so a half-typed result or a registration form is kept and then saved.
import { useEffect, useRef, useState } from "preact/hooks";
import { errorText } from "./hooks.js";
import { isSessionEnded, onSessionChange, signIn, signedInAs } from "./session.js";

export function SessionGate() {
  const [isOpen, setOpen] = useState(isSessionEnded());
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => onSessionChange(() => setOpen(isSessionEnded())), []);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (isOpen && !element.open) element.showModal?.();
    if (!isOpen && element.open) element.close();
  }, [isOpen]);
  const submit = async (event: SubmitEvent): Promise<void> => {
    event.preventDefault();
    const form = new FormData(event.currentTarget as HTMLFormElement);
    setBusy(true);
    try {
      await signIn(String(form.get("username") ?? "").trim(), String(form.get("password") ?? ""));
      setError(undefined);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };
  if (!isOpen) return null;
  return (
    <dialog ref={dialog} class="session-gate" aria-labelledby="session-gate-title">
      <form onSubmit={submit} aria-label="Sign in again">
        <h2 id="session-gate-title">Your session has ended</h2>
        <p>Sign in again to save: what you typed on the page is kept.</p>
        <label for="gate-username">User name</label>
        <input
          id="gate-username"
          name="username"
          autocomplete="username"
          required
          defaultValue={signedInAs() ?? ""}
        />
        <label for="gate-password">Password</label>
        <input
          id="gate-password"
          name="password"
          type="password"
          autocomplete="current-password"
          required
          autofocus
        />
        <p>
          <button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? "Signing in…" : "Sign in and continue"}
          </button>
        </p>
        {error && (
          <p class="error" role="alert">
            {error}
          </p>
        )}
      </form>
    </dialog>
  );
}
