import type { IMAGE_WIDTHS } from "@kindred/contract";

/** A width the server renders `/objects/<id>` at (`?w=`), as a WebP copy. */
export type PhotoWidth = (typeof IMAGE_WIDTHS)[number];

/** Our own stored photos: `/objects/<id>` with no query of its own. */
const STORED_PHOTO = /^\/objects\/[^/?#]+$/;

/** The resized copy of one of our stored photos; any other URL is used as it is. */
export const photoVariant = (url: string, width: PhotoWidth): string =>
  STORED_PHOTO.test(url) ? `${url}?w=${width}` : url;
