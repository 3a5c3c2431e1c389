export { default } from "./events";
