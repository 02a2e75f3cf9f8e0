import type { AddonIcon as AddonIconName } from "@/src/content/vantaroom";

/** Line icons for the add-on cards, drawn on a 24 px grid with a 1.6 px stroke. */
const paths: Record<AddonIconName, string> = {
  sofa: "M4 11V8a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v3M2 13a2 2 0 0 1 4 0v2h12v-2a2 2 0 0 1 4 0v5H2zM5 18v2M19 18v2",
  moon: "M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5zM17 3v3M15.5 4.5h3",
  sun: "M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4",
  eraser: "M16 3l5 5-10 10H6l-3-3zM9 10l5 5M6 18h14",
  waves:
    "M2 8c2.5-2 4.5-2 7 0s4.5 2 7 0 4.5-2 6 0M2 13c2.5-2 4.5-2 7 0s4.5 2 7 0 4.5-2 6 0M2 18c2.5-2 4.5-2 7 0s4.5 2 7 0 4.5-2 6 0",
  sprout: "M12 21v-9M12 12c0-4 3-7 8-7 0 5-3 7-8 7zM12 14c0-3-2.5-5-7-5 0 4 2.5 5 7 5zM6 21h12",
  lamp: "M8 3h8l3 8H5zM12 11v7M8 21h8M12 18v3",
  leaf: "M5 19C5 9 11 4 20 4c0 9-5 15-15 15zM5 19l8-8",
  "cloud-sun": "M7 18h10a4 4 0 0 0 0-8 5.5 5.5 0 0 0-10.6 1.5A3.3 3.3 0 0 0 7 18zM17 3v1.5M21.5 7H20M20.2 3.8l-1 1",
  broom: "M14 3l-4 9M7 12h7l2 9H5zM9 16v5M12 16v5",
  drone: "M9 10h6v4H9zM9 10L5 6M15 10l4-4M9 14l-4 4M15 14l4 4M2.5 6h5M16.5 6h5M2.5 18h5M16.5 18h5",
  cube: "M12 2l9 5v10l-9 5-9-5V7zM12 12l9-5M12 12v10M12 12L3 7",
  video: "M3 6h12v12H3zM15 10l6-3v10l-6-3",
};

export function AddonIcon({ name, className = "" }: { name: AddonIconName; className?: string }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <path d={paths[name]} />
    </svg>
  );
}
