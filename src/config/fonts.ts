import localFont from "next/font/local";

/*
 * One variable family for everything: Archivo's width axis gives the display headings their
 * expanded, heavy cut, and at normal width it sets body text. A single self-hosted file (from
 * @fontsource, nothing fetched from a font CDN) keeps first paint light.
 */
export const archivo = localFont({
  src: "../../node_modules/@fontsource-variable/archivo/files/archivo-latin-wdth-normal.woff2",
  variable: "--font-archivo",
  weight: "100 900",
  style: "normal",
  display: "swap",
  declarations: [{ prop: "font-stretch", value: "62% 125%" }],
});
