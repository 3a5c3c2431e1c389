export { default } from "./yourData";
