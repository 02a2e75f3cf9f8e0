import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import "./globals.css";
import { archivoDisplay, archivoText } from "@/src/config/fonts";
import { palette } from "@/src/config/palette";
import { defaultDescription, defaultTitle, shareImagePath, SHARE_IMAGE, titleTemplate } from "@/src/config/seo";
import { location, site } from "@/src/config/site";
import { CartRoot } from "@/src/features/cart/cart-root";
import { CustomCursor } from "@/src/features/shell/custom-cursor";
import { SiteFooter } from "@/src/features/shell/site-footer";
import { SiteHeader } from "@/src/features/shell/site-header";

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: defaultTitle, template: titleTemplate },
  description: defaultDescription,
  applicationName: site.name,
  manifest: "/generated/site.webmanifest",
  icons: {
    icon: [
      { url: "/favicon.ico", sizes: "48x48" },
      { url: "/generated/icons/icon.svg", type: "image/svg+xml" },
    ],
    apple: "/generated/icons/apple-touch-icon.png",
  },
  openGraph: {
    type: "website",
    siteName: site.name,
    locale: "en_CA",
    description: defaultDescription,
    // Pages set their own card (pageMetadata); the studio's card stands in for the rest, e.g. a review link.
    images: [{ url: shareImagePath("/"), ...SHARE_IMAGE, alt: `${site.name}, creative studio in ${location}` }],
  },
  twitter: { card: "summary_large_image" },
};

export const viewport: Viewport = {
  themeColor: palette.background,
  colorScheme: "dark",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-CA" className={`${archivoText.variable} ${archivoDisplay.variable}`}>
      <body>
        <a
          href="#main"
          className="fixed top-4 left-4 z-[60] -translate-y-24 rounded-full bg-accent px-5 py-3 font-semibold text-background transition-transform focus:translate-y-0"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="pt-header outline-none">
          {children}
        </main>
        <SiteFooter />
        <CartRoot />
        <CustomCursor />
      </body>
    </html>
  );
}
