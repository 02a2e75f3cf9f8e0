/*
 * Only classes the site uses too: the site's Tailwind scans the whole repository, this folder included,
 * so a class used here alone would add to the site's stylesheet.
 */
export default function Home() {
  return (
    <main className="mx-auto max-w-2xl p-8">
      <h1 className="text-3xl font-bold">Bench floor</h1>
      <p className="mt-4 text-lg">
        The smallest App Router page the site&apos;s Next.js, React and Tailwind make, measured beside every route.
      </p>
    </main>
  );
}
