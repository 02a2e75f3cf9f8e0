"use client";

import { site } from "@/src/config/site";
import { CloseButton } from "@/src/ui/close-button";
import { Dialog } from "@/src/ui/dialog";
import { navItems } from "./nav-items";
import { NavLink } from "./nav-link";

export function MobileMenuDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} label="Menu" placement="right">
      <nav aria-label="Mobile" className="flex h-full flex-col justify-between p-6">
        <div className="flex items-center justify-between">
          <span className="eyebrow">Menu</span>
          <CloseButton label="Close menu" onClick={onClose} />
        </div>
        <ul className="flex flex-col gap-2">
          {navItems.map((item) => (
            <li key={item.label}>
              <NavLink item={item} variant="menu" onNavigate={onClose} />
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
  );
}
