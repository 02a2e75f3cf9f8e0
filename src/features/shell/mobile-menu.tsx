"use client";

import { useState } from "react";
import { iconButtonStyles } from "@/src/ui/button-styles";
import { LazyComponent } from "@/src/ui/lazy-component";

const loadMenu = () => import("./mobile-menu-dialog").then((module) => module.MobileMenuDialog);

/** The phone's menu button; the menu itself is fetched the first time it opens. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <>
      <button
        type="button"
        className={`${iconButtonStyles} md:hidden`}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <svg aria-hidden width="18" height="12" viewBox="0 0 18 12" fill="none" stroke="currentColor" strokeWidth="1.8">
          <path d="M0 1h18M0 6h18M6 11h12" />
        </svg>
      </button>
      <LazyComponent load={loadMenu} when={open} props={{ open, onClose: close }} onError={close} />
    </>
  );
}
