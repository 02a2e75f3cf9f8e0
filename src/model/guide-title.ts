/*
 * No valibot here: the tour viewer builds the guide file's URL on first paint, and the content's
 * lookup by guide title needs the same rule.
 */

/** "22 Chelsea Bay" for 22-chelsea-bay: the id's hyphens become spaces and each word is capitalised. */
export function guideTitle(propertyId: string): string {
  return propertyId
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}
