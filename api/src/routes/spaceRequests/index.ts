export { default } from "./spaceRequests";
