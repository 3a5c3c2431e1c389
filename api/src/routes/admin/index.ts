export { default } from "./admin";
