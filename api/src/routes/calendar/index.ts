export { default } from "./calendar";
