import { localized, msg } from "./i18n/catalog";

/**
 * Unquoted labels of the member's own profile: the cover and profile photo controls of /profile.
 * Quoted texts stay in specTexts.ts.
 */
const PROFILE = {
  changeCover: "Change Cover",
  changeCoverLabel: "Change cover photo",
  changePhotoLabel: "Change profile photo",
  uploadingCover: "Uploading cover photo",
  uploadingPhoto: "Uploading profile photo",
  uploadingCoverPercent: msg<[percent: number]>("Uploading cover photo… {percent}%", "percent"),
  coverUpdated: { title: "Cover updated", description: "Your cover photo has been updated successfully." },
  photoAlt: msg<[name: string]>("Profile photo of {name}", "name"),
  removeCover: "Remove cover",
  /** Leaves the Crop dialog of a new photo or cover, keeping the current one. */
  cancelCrop: "Keep the current one",
  removePhoto: "Remove photo",
  coverRemoved: "Cover photo removed",
  photoRemoved: "Profile photo removed",
  removeFailed: "Could not remove the photo. Please try again.",
} as const;

export type ProfileCatalog = typeof PROFILE;
export const PROFILE_TEXTS = localized("profile", PROFILE);
