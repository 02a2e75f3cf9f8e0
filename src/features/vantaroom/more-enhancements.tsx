"use client";

import { useId, useState, type ReactNode } from "react";
import { buttonStyles } from "@/src/ui/button-styles";

/** 'View All Enhancement Options': a disclosure revealing the additional before/after pairs. */
export function MoreEnhancements({ count, children }: { count: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <div className="mt-12 flex flex-col items-center gap-10">
      <div className="flex flex-col items-center gap-3 text-center">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panel}
          onClick={() => setOpen((value) => !value)}
          className={buttonStyles("secondary", "lg")}
        >
          {open ? "Show Fewer Enhancement Options" : "View All Enhancement Options"}
        </button>
        <p className="text-sm text-subtext">{count} additional image enhancement services</p>
      </div>
      <div id={panel} hidden={!open} className="w-full">
        {open ? children : null}
      </div>
    </div>
  );
}
