export { default, unsubscribeRoutes } from "./email";
