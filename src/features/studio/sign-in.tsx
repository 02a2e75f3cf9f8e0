"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition, type FormEvent } from "react";
import { buttonStyles } from "@/src/ui/button-styles";
import { STUDIO_UNREACHABLE } from "./constants";
import { STUDIO_PATH } from "./entry";

// The routes' module brings valibot: it arrives when the studio signs in, not with the page.
const studioApi = () => import("./api");

/**
 * The studio's sign-in form. `checking`: it stands, disabled, while a session cookie is checked,
 * so a signed-out visitor's page does not jump when the answer arrives. `waiting`: signed in, the
 * inbox is on its way.
 */
export function SignIn({
  onSignedIn,
  checking = false,
  waiting = false,
}: {
  onSignedIn: () => unknown;
  checking?: boolean;
  waiting?: boolean;
}) {
  const [password, setPassword] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const answer = await (await studioApi()).signIn(password);
      if (answer.ok) {
        setPassword("");
        await onSignedIn();
        return;
      }
      setMessage(answer.error ?? "Could not sign in.");
    } catch {
      setMessage(STUDIO_UNREACHABLE);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label="Sign in to the studio inbox"
      aria-busy={checking || waiting}
      className="flex max-w-md flex-col gap-4 rounded-2xl border border-outline bg-background-secondary p-8"
    >
      {checking ? (
        <span role="status" className="sr-only">
          Checking your session…
        </span>
      ) : null}
      <label htmlFor="studio-password" className="eyebrow">
        Studio password
      </label>
      <input
        id="studio-password"
        type="password"
        autoComplete="current-password"
        required
        disabled={checking}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        className="rounded-xl border border-outline bg-background px-4 py-3 text-heading focus:border-accent focus:outline-none"
      />
      {message ? (
        <p role="alert" className="text-sm text-accent-glow">
          {message}
        </p>
      ) : null}
      <button type="submit" disabled={busy || checking || waiting} className={buttonStyles("primary")}>
        Sign in
      </button>
    </form>
  );
}

/**
 * /studio for a browser without a session (proxy.ts): the form alone, ready at first paint. Signed
 * in, the page asks the server for /studio again, which now has a cookie and answers with the inbox.
 */
export function StudioSignIn() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const showInbox = () =>
    startTransition(() => {
      // Someone who opened the form by its own address (/studio-entry/sign-in) is taken to /studio.
      if (window.location.pathname === STUDIO_PATH) router.refresh();
      else router.replace(STUDIO_PATH);
    });
  return <SignIn onSignedIn={showInbox} waiting={pending} />;
}
