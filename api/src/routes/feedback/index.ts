export { default } from "./feedback";
