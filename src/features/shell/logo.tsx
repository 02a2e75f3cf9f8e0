import { site } from "@/src/config/site";

export function Logo() {
  return <span className="display text-xl">{site.shortName}</span>;
}
