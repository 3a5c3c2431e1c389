export { default } from "./blocks";
