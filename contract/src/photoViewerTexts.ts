import { localized, msg } from "./i18n/catalog";

/** Unquoted labels of the photo viewer lightbox; the counter 'n of total' is the spec's. */
const PHOTOVIEWER = {
  counter: msg<[n: number, total: number]>("{n} of {total}", "n", "total"),
  previous: "Previous photo",
  next: "Next photo",
  close: "Close",
  openPhoto: msg<[n: number, total: number]>("Open photo {n} of {total}", "n", "total"),
} as const;

export type PhotoViewerCatalog = typeof PHOTOVIEWER;
export const PHOTO_VIEWER_TEXTS = localized("photoViewer", PHOTOVIEWER);
