import { iconButtonStyles } from "./button-styles";

type CloseButtonProps = {
  label: string;
  onClick: () => void;
  title?: string;
};

/** The × that closes a dialog or clears a selection; `label` says what it closes. */
export function CloseButton({ label, onClick, title }: CloseButtonProps) {
  return (
    <button type="button" onClick={onClick} aria-label={label} title={title} className={iconButtonStyles}>
      <svg aria-hidden width="14" height="14" viewBox="0 0 14 14" stroke="currentColor" strokeWidth="1.8">
        <path d="M1 1l12 12M13 1L1 13" />
      </svg>
    </button>
  );
}
