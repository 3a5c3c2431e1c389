export { default } from "./email";
