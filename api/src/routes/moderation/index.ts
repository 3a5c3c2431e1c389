export { default } from "./moderation";
