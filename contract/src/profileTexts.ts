/**
 * Unquoted labels of the member's own profile: the cover and profile photo controls of /profile.
 * Quoted texts stay in specTexts.ts.
 */
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
