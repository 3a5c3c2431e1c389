import { localized, msg } from "./i18n/catalog";

/** Unquoted labels of the Manage Photos and Crop dialogs; quoted texts stay in specTexts.ts. */
const PHOTO = {
  manage: {
    open: "Manage Photos",
    addFirst: "Add Photos",
    title: "Manage Photos",
    subtitle: msg<[limit: number]>(
      "Add up to {limit} photos (JPG or PNG, up to 10 MB each). The first photo is shown first everywhere.",
      "limit",
    ),
    add: "Add Photos",
    count: msg<[count: number, limit: number]>("{count} of {limit} photos", "count", "limit"),
    full: msg<[limit: number]>("This listing has its {limit} photos. Remove one to add another.", "limit"),
    /** More photos picked than the listing has room for: the ones that fit go on to the crop. */
    someDidNotFit: msg<[added: number, dropped: number]>(
      "Adding {added, plural, one {# photo} other {# photos}}; {dropped, plural, one {# photo} other {# photos}} did not fit.",
      "added",
      "dropped",
    ),
    onlyJpgOrPng: msg<[name: string]>("{name}: only JPG and PNG photos are accepted.", "name"),
    empty: {
      request: "No photos yet. Add a few so people can picture your gathering.",
      offer: "No photos yet. Add a few so people can see the space.",
    },
    listLabel: "Photos of this listing",
    photoAlt: msg<[n: number]>("Photo {n}", "n"),
    first: "Shown first",
    uploading: msg<[percent: number]>("Uploading {percent}%", "percent"),
    uploadFailed: "Upload failed",
    retry: "Retry",
    remove: msg<[n: number]>("Remove photo {n}", "n"),
    moveEarlier: msg<[n: number]>("Move photo {n} earlier", "n"),
    moveLater: msg<[n: number]>("Move photo {n} later", "n"),
    unsavedNote: "New photos are kept only after you press Save Photos.",
    cancel: "Cancel",
    discardTitle: "Discard your changes?",
    discardText: "The photos you added, removed or moved here have not been saved.",
    discard: "Discard",
    keepEditing: "Keep Editing",
    photosReady: msg<[count: number]>("{count} photo(s) ready. Press Save Photos to keep them.", "count"),
  },
  crop: {
    title: "Crop Photo",
    progress: msg<[n: number, total: number]>("Photo {n} of {total}", "n", "total"),
    ratio: "Aspect ratio",
    recommended: "Recommended",
    reset: "Reset",
    area: "Crop area. Use the arrow keys to move it, Shift for bigger steps.",
    nudge: "Move the crop",
    step: "Step",
    stepPixels: msg<[n: number]>("{n} px", "n"),
    up: "Move up",
    down: "Move down",
    left: "Move left",
    right: "Move right",
    size: msg<[width: number, height: number]>("{width} × {height} px", "width", "height"),
    position: msg<[x: number, y: number]>("at {x}, {y}", "x", "y"),
    skip: "Skip Photo",
    apply: "Crop & Upload",
    applying: "Cropping...",
    loading: "Loading photo...",
    unreadable: "this file is not a readable JPG or PNG image",
    tooSmall: msg<[name: string, min: number]>(
      "{name} is smaller than {min} × {min} pixels, the smallest photo that can be cropped. Please choose a larger one.",
      "name",
      "min",
    ),
  },
} as const;

export type PhotoCatalog = typeof PHOTO;
export const PHOTO_TEXTS = localized("photo", PHOTO);
