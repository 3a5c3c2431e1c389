export { default } from "./feedback";
export { feedbackBody } from "./feedbackBody";
