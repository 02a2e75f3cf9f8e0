"use client";

import { useEffect, useRef } from "react";
import { buttonStyles } from "@/src/ui/button-styles";
import { Textarea } from "@/src/ui/text-field";

type CommentFormProps = {
  /** 'New comment' or 'Edit comment': the form's name and its field's label. */
  name: string;
  fieldId: string;
  text: string;
  /** Changes when another pin is being written: the keyboard goes straight to its text. */
  focusKey: string;
  onText: (text: string) => void;
  saveLabel: string;
  onSave: () => void;
  /** Offered when changing a comment. */
  onDelete?: () => void;
  /** Said under the field, when there is something to know (why a comment cannot be deleted). */
  note?: string;
  onCancel: () => void;
};

/** The text of a pin being placed or changed, with Save, (Delete) and Cancel. */
export function CommentForm({
  name,
  fieldId,
  text,
  focusKey,
  onText,
  saveLabel,
  onSave,
  onDelete,
  note,
  onCancel,
}: CommentFormProps) {
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    field.current?.focus();
  }, [focusKey]);

  return (
    <form
      aria-label={name}
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
      className="flex flex-col gap-3 rounded-xl border border-accent/60 bg-background p-4"
    >
      <label htmlFor={fieldId} className="eyebrow">
        {name}
      </label>
      <Textarea
        id={fieldId}
        ref={field}
        rows={3}
        maxLength={2000}
        value={text}
        onChange={(event) => onText(event.target.value)}
        compact
        tone="secondary"
      />
      {note ? <p className="text-xs text-subtext">{note}</p> : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonStyles("primary", "sm")}>
          {saveLabel}
        </button>
        {onDelete ? (
          <button type="button" onClick={onDelete} className={buttonStyles("secondary", "sm")}>
            Delete
          </button>
        ) : null}
        <button type="button" onClick={onCancel} className={buttonStyles("secondary", "sm")}>
          Cancel
        </button>
      </div>
    </form>
  );
}
