export { default } from "./exports";
