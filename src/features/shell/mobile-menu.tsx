"use client";

import { useState } from "react";
import { site } from "@/src/config/site";
import { iconButtonStyles } from "@/src/ui/button-styles";
import { CloseButton } from "@/src/ui/close-button";
import { Dialog } from "@/src/ui/dialog";
import { navItems } from "./nav-items";
import { NavLink } from "./nav-link";

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
      <Dialog open={open} onClose={close} label="Menu" placement="right">
        <nav aria-label="Mobile" className="flex h-full flex-col justify-between p-6">
          <div className="flex items-center justify-between">
            <span className="eyebrow">Menu</span>
            <CloseButton label="Close menu" onClick={close} />
          </div>
          <ul className="flex flex-col gap-2">
            {navItems.map((item) => (
              <li key={item.label}>
                <NavLink item={item} variant="menu" onNavigate={close} />
              </li>
            ))}
          </ul>
          <p className="text-sm text-subtext">
            <a
              className="text-text underline decoration-outline underline-offset-4 hover:decoration-accent"
              href={`mailto:${site.email}`}
            >
              {site.email}
            </a>
            <br />
            {site.city}, {site.province}
          </p>
        </nav>
      </Dialog>
    </>
  );
}
