import { site } from "@/src/config/site";
import { CartButton } from "@/src/features/cart/cart-button";
import { Link } from "@/src/ui/link";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { navItems } from "./nav-items";
import { NavLink } from "./nav-link";

export function SiteHeader() {
  return (
    <header className="fixed inset-x-0 top-0 z-50 h-header border-b border-outline/60 bg-background/70 backdrop-blur-xl">
      <div className="mx-auto flex h-full max-w-[1600px] items-center justify-between gap-6 px-5 md:px-10">
        <Link href="/" aria-label={`${site.name}, home`} className="text-heading transition-colors hover:text-accent">
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-8 lg:gap-10">
            {navItems.map((item) => (
              <li key={item.label}>
                <NavLink item={item} />
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-3">
          <CartButton />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
