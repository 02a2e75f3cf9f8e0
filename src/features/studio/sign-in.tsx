"use client";

import { useState, type FormEvent } from "react";
import { buttonStyles } from "@/src/ui/button-styles";
import { Input } from "@/src/ui/text-field";
import { STUDIO_PATH, STUDIO_UNREACHABLE } from "./constants";

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
      <Input
        id="studio-password"
        type="password"
        autoComplete="current-password"
        required
        disabled={checking}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
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
 * in, the browser loads /studio again (its query kept), which now carries the cookie and is answered with the inbox
 * (from /studio-entry/sign-in, opened by its own address, too). A page load, not the client router's
 * refresh: `useRouter` here regrouped Next.js's shared chunks and put 116 bytes more on every page.
 */
export function StudioSignIn() {
  const [waiting, setWaiting] = useState(false);
  const showInbox = () => {
    setWaiting(true);
    // The query stays: the studio's mail links to an inquiry or a client (/studio?inquiry=…).
    window.location.assign(STUDIO_PATH + window.location.search);
  };
  return <SignIn onSignedIn={showInbox} waiting={waiting} />;
}
