export { default } from "./impact";
