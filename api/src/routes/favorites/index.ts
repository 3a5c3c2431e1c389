export { default } from "./favorites";
