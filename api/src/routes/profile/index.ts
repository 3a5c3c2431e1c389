export { default } from "./profile";
