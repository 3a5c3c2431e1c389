export { default } from "./spacePhotos";
