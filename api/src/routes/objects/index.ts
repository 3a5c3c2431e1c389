export { objectRoutes } from "./objects";
export { imageUploads, uploadUrls as default } from "./uploads";
