import { iconButtonStyles } from "./button-styles";

type CloseButtonProps = {
  label: string;
  onClick: () => void;
  title?: string;
};

/** The × drawn by every close or remove button. */
export function CloseIcon({ size = 14 }: { size?: number }) {
  return (
    <svg aria-hidden width={size} height={size} viewBox="0 0 14 14" stroke="currentColor" strokeWidth="1.8">
      <path d="M1 1l12 12M13 1L1 13" />
    </svg>
  );
}

/** The × that closes a dialog or clears a selection; `label` says what it closes. */
export function CloseButton({ label, onClick, title }: CloseButtonProps) {
  return (
    <button type="button" onClick={onClick} aria-label={label} title={title} className={iconButtonStyles}>
      <CloseIcon />
    </button>
  );
}
