/*
 * A heading and a paragraph styled with Tailwind, so the floor pays for a stylesheet as every page of the
 * site does. (The site's Tailwind reads only app/ and src/, so classes here never reach its stylesheet.)
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
