export { default } from "./bookings";
