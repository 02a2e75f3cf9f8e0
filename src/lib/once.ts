/**
 * A value made on first use and kept: for what is costly to build at module start-up but not needed
 * until later, such as Intl formatters (each loads locale data when constructed).
 */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}
