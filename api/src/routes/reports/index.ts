export { default } from "./reports";
