/** /studio while STUDIO_PASSWORD is unset: nobody can sign in, and the notice says how to change that. */
export function StudioLocked() {
  return (
    <div className="max-w-2xl rounded-2xl border border-outline bg-background-secondary p-8">
      <h2 className="display text-2xl">The inbox is locked</h2>
      <p className="mt-4">
        To open it, set <code className="text-heading">STUDIO_PASSWORD</code> in the server&apos;s environment and
        restart the site (see &ldquo;The store&rdquo; in the README). Until then nobody can sign in.
      </p>
    </div>
  );
}
