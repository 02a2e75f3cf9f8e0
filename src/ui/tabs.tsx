"use client";

import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";

export type Tab = { id: string; label: ReactNode };

/**
 * Tabs as the WAI-ARIA pattern has them: a tablist whose arrow keys (and Home, End) move between
 * tabs and select them, and the selected tab's panel. Only the selected panel is rendered.
 */
export function Tabs({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: {
  label: string;
  tabs: readonly Tab[];
  selected: string;
  onSelect: (id: string) => void;
  children: ReactNode;
}) {
  const base = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selected),
  );

  function onKeyDown(event: KeyboardEvent) {
    const to =
      event.key === "ArrowRight"
        ? (index + 1) % tabs.length
        : event.key === "ArrowLeft"
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? tabs.length - 1
              : null;
    const tab = to === null ? undefined : tabs[to];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    buttons.current.get(tab.id)?.focus();
  }

  return (
    <div className="flex flex-col gap-6">
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex flex-wrap gap-2 border-b border-outline"
      >
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(button) => {
                if (button) buttons.current.set(tab.id, button);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${base}-${tab.id}-tab`}
              aria-selected={active}
              aria-controls={`${base}-${tab.id}-panel`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              className="-mb-px border-b-2 border-transparent px-4 py-3 text-sm font-semibold text-subtext transition-colors hover:text-heading aria-selected:border-accent aria-selected:text-heading"
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${base}-${selected}-panel`} aria-labelledby={`${base}-${selected}-tab`}>
        {children}
      </div>
    </div>
  );
}
