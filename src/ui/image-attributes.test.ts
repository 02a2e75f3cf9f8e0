import { getImgProps } from "next/dist/shared/lib/get-img-props";
import { imageConfigDefault, prepareImageConfig } from "next/dist/shared/lib/image-config";
import defaultLoader from "next/dist/shared/lib/image-loader";
import { describe, expect, it } from "vitest";
import nextConfig from "@/next.config";
import { imageSourceAttributes, type ImageSource } from "./image-attributes";

/**
 * What next/image itself would put on the `<img>` for the same source, with the site's `images`
 * settings (the oracle). `getImageProps` from `next/image` would use Next.js's defaults here: the
 * build writes the site's settings into it, which a unit test does not run.
 */
const imgConf = prepareImageConfig({ ...imageConfigDefault, ...nextConfig.images });
function nextImage({ src, sizes, width, unoptimized }: ImageSource) {
  const { props } = getImgProps(
    {
      src,
      alt: "",
      sizes,
      unoptimized,
      ...(width === undefined ? { fill: true } : { width, height: Math.round(width / 2) }),
    },
    { defaultLoader, imgConf, showAltText: false, blurComplete: false },
  );
  return Object.fromEntries(
    Object.entries({ src: props.src, srcSet: props.srcSet, sizes: props.sizes }).filter(([, v]) => v !== undefined),
  );
}

describe("imageSourceAttributes", () => {
  it("knows every optimizer setting next.config.ts changes that shapes the URLs", () => {
    // The widths come from src/config/images.ts, which next.config.ts passes on; the rest must stay
    // Next.js's defaults, or image-attributes.ts must learn them too.
    const urlShaping = ["qualities", "path", "loader", "loaderFile", "unoptimized"];
    expect(Object.keys(nextConfig.images ?? {}).filter((key) => urlShaping.includes(key))).toEqual([]);
    expect(nextConfig.images?.dangerouslyAllowSVG).toBeFalsy();
  });

  const cases: ImageSource[] = [];
  const sources = [
    "/generated/home/hero-poster.jpg",
    "/Guides/22 Chelsea Bay/frame_000050.jpg",
    "/a.png?v=2",
    "/ü é&=#.webp",
  ];
  const sizesList = [
    "100vw",
    "(min-width: 1024px) 66vw, 100vw",
    "(min-width: 1280px) 25vw, (min-width: 768px) 33vw, (min-width: 480px) 50vw, 100vw",
    "(min-width: 1024px) 30vw, 100vw",
    "5vw",
    "320px",
    "(min-width: 768px) 480px, 90vw",
  ];
  for (const src of sources) {
    for (const sizes of sizesList) cases.push({ src, sizes });
    for (const width of [16, 40, 64, 160, 400, 641, 1000, 2000, 5000])
      cases.push({ src, width }, { src, width, sizes: "50vw" });
    cases.push({ src, width: 160, unoptimized: true }, { src });
  }
  cases.push({ src: "/generated/icons/icon.svg", width: 64 }, { src: "/logo.svg?x=1", sizes: "100vw" });
  cases.push({ src: "https://images.example.com/preview.png", width: 320, unoptimized: true });

  it.each(cases)("matches next/image for %o", (source) => {
    expect(imageSourceAttributes(source)).toEqual(nextImage(source));
  });

  it("serves data and blob URLs as they are", () => {
    expect(imageSourceAttributes({ src: "data:image/png;base64,AAAA", width: 10 })).toEqual({
      src: "data:image/png;base64,AAAA",
    });
    expect(imageSourceAttributes({ src: "blob:http://localhost/1", sizes: "100vw" })).toEqual({
      src: "blob:http://localhost/1",
    });
  });
});
