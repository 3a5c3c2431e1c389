export { default } from "./spaceOffers";
