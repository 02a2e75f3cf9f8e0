type SpinnerProps = { label?: string; className?: string };

/** A turning ring; with a label it is announced as a status, without one it is decoration. */
export function Spinner({ label, className = "" }: SpinnerProps) {
  const ring = (
    <span
      aria-hidden
      className={`block size-8 animate-spin rounded-full border-2 border-outline border-t-accent ${className}`}
    />
  );
  if (!label) return ring;
  return (
    <span role="status" className="inline-flex flex-col items-center gap-3">
      {ring}
      <span className="sr-only">{label}</span>
    </span>
  );
}
