const photoCount = (n: number) => (n === 1 ? "1 photo" : `${n} photos`);

/** Unquoted labels of the Manage Photos and Crop dialogs; quoted texts stay in specTexts.ts. */
export const PHOTO_TEXTS = {
  manage: {
    open: "Manage Photos",
    addFirst: "Add Photos",
    title: "Manage Photos",
    subtitle: (limit: number) =>
      `Add up to ${limit} photos (JPG or PNG, up to 10 MB each). The first photo is shown first everywhere.`,
    add: "Add Photos",
    count: (count: number, limit: number) => `${count} of ${limit} photos`,
    full: (limit: number) => `This listing has its ${limit} photos. Remove one to add another.`,
    /** More photos picked than the listing has room for: the ones that fit go on to the crop. */
    someDidNotFit: (added: number, dropped: number) =>
      `Adding ${photoCount(added)}; ${photoCount(dropped)} did not fit.`,
    onlyJpgOrPng: (name: string) => `${name}: only JPG and PNG photos are accepted.`,
    empty: {
      request: "No photos yet. Add a few so people can picture your gathering.",
      offer: "No photos yet. Add a few so people can see the space.",
    },
    listLabel: "Photos of this listing",
    photoAlt: (n: number) => `Photo ${n}`,
    first: "Shown first",
    uploading: (percent: number) => `Uploading ${percent}%`,
    uploadFailed: "Upload failed",
    retry: "Retry",
    remove: (n: number) => `Remove photo ${n}`,
    moveEarlier: (n: number) => `Move photo ${n} earlier`,
    moveLater: (n: number) => `Move photo ${n} later`,
    unsavedNote: "New photos are kept only after you press Save Photos.",
    cancel: "Cancel",
    discardTitle: "Discard your changes?",
    discardText: "The photos you added, removed or moved here have not been saved.",
    discard: "Discard",
    keepEditing: "Keep Editing",
    photosReady: (count: number) => `${count} photo(s) ready. Press Save Photos to keep them.`,
  },
  crop: {
    title: "Crop Photo",
    progress: (n: number, total: number) => `Photo ${n} of ${total}`,
    ratio: "Aspect ratio",
    recommended: "Recommended",
    reset: "Reset",
    area: "Crop area. Use the arrow keys to move it, Shift for bigger steps.",
    nudge: "Move the crop",
    step: "Step",
    stepPixels: (n: number) => `${n} px`,
    up: "Move up",
    down: "Move down",
    left: "Move left",
    right: "Move right",
    size: (width: number, height: number) => `${width} × ${height} px`,
    position: (x: number, y: number) => `at ${x}, ${y}`,
    skip: "Skip Photo",
    apply: "Crop & Upload",
    applying: "Cropping...",
    loading: "Loading photo...",
    unreadable: "this file is not a readable JPG or PNG image",
    tooSmall: (name: string, min: number) =>
      `${name} is smaller than ${min} × ${min} pixels, the smallest photo that can be cropped. Please choose a larger one.`,
  },
} as const;
