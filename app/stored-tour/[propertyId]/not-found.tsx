export { TourNotFound as default } from "@/src/features/tour/tour-not-found";
