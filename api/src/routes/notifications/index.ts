export { default } from "./notifications";
