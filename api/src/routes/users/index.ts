export { default } from "./users";
