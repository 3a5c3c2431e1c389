/** Unquoted labels of the photo viewer lightbox; the counter 'n of total' is the spec's. */
export const PHOTO_VIEWER_TEXTS = {
  counter: (n: number, total: number) => `${n} of ${total}`,
  previous: "Previous photo",
  next: "Next photo",
  close: "Close",
  openPhoto: (n: number, total: number) => `Open photo ${n} of ${total}`,
} as const;
