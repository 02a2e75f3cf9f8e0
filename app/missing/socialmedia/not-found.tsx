export { UnknownClient as default } from "@/src/features/review/unknown-client";
