export { default } from "./docs";
