/**
 * Unquoted labels of the profile screens: the member's own profile (cover and photo controls)
 * and the public member page. Quoted texts stay in messages.ts.
 */
export const MEMBER_TEXTS = {
  requests: "Space Requests",
  offers: "Spaces Offered",
  noRequests: "No space requests yet.",
  noOffers: "No active spaces offered yet.",
  noBio: "This member has not written a bio yet.",
  listingsLoading: "Loading listings…",
} as const;

/** The cover and profile photo controls of /profile. */
export const PROFILE_TEXTS = {
  changeCover: "Change Cover",
  changeCoverLabel: "Change cover photo",
  changePhotoLabel: "Change profile photo",
  uploadingCover: "Uploading cover photo",
  uploadingPhoto: "Uploading profile photo",
  uploadingCoverPercent: (percent: number) => `Uploading cover photo… ${percent}%`,
  coverUpdated: { title: "Cover updated", description: "Your cover photo has been updated successfully." },
  photoAlt: (name: string) => `Profile photo of ${name}`,
} as const;
