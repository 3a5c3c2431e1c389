export { default } from "./liveRequests";
