export { ServiceNotFound as default } from "@/src/features/shop/service-not-found";
