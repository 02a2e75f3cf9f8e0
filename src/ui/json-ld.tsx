import { serializeJsonLd, type JsonLd as JsonLdData } from "@/src/config/json-ld";

/** Structured data as an inline JSON-LD script; its text is escaped by serializeJsonLd. */
export function JsonLd({ data }: { data: JsonLdData }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
