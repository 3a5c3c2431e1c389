export { default } from "./health";
