export { default } from "./matches";
