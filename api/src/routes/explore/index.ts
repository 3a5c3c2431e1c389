export { default } from "./explore";
