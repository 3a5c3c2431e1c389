import {
  type CurrentUser,
  ERROR_MESSAGES,
  MAX_IMAGE_BYTES,
  MAX_PROFILE_PHOTO_BYTES,
  PROFILE_TEXTS,
  SUCCESS_MESSAGES,
} from "@kindred/contract";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api";
import { isSessionLost, UploadError } from "../../lib/photoUpload";
import { PROFILE_IMAGE_RULES, profileImageProblem, uploadProfileImage } from "./profileImages";

const UPLOAD_URL = "http://127.0.0.1/api/objects/upload/token-1";
const member = { id: "member-1", coverImageUrl: "/objects/cover-1" } as CurrentUser;
const image = new Blob(["png"], { type: "image/png" });

/** Steps that all work; a test breaks the one it is about. */
const workingSteps = () => ({
  requestUploadUrl: vi.fn(async () => UPLOAD_URL),
  putImage: vi.fn(async (_url: string, _image: Blob, onProgress?: (percent: number) => void) => {
    onProgress?.(40);
    onProgress?.(100);
    return "/objects/cover-1";
  }),
  save: vi.fn(async () => member),
});

const toastOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(UploadError);
  return (error as UploadError).toastText;
};

describe("profileImageProblem", () => {
  it("refuses anything but JPG and PNG", () => {
    expect(profileImageProblem("profile", { type: "text/plain", size: 10 })).toBe(ERROR_MESSAGES.selectImageFile);
    expect(profileImageProblem("cover", { type: "image/gif", size: 10 })).toBe(ERROR_MESSAGES.selectImageFile);
  });

  it("holds the profile photo to 5 MB and the cover to 10 MB", () => {
    expect(profileImageProblem("profile", { type: "image/png", size: MAX_PROFILE_PHOTO_BYTES })).toBeNull();
    expect(profileImageProblem("profile", { type: "image/png", size: MAX_PROFILE_PHOTO_BYTES + 1 })).toBe(
      ERROR_MESSAGES.profilePhotoTooLarge,
    );
    expect(profileImageProblem("cover", { type: "image/jpeg", size: MAX_PROFILE_PHOTO_BYTES + 1 })).toBeNull();
    expect(profileImageProblem("cover", { type: "image/jpeg", size: MAX_IMAGE_BYTES + 1 })).toBe(
      ERROR_MESSAGES.fileTooLarge,
    );
  });
});

describe("uploadProfileImage", () => {
  it("gets an upload URL of its kind, sends the image with progress and saves that URL", async () => {
    const steps = workingSteps();
    const progress: number[] = [];
    await expect(uploadProfileImage("cover", image, steps, (percent) => progress.push(percent))).resolves.toBe(member);
    expect(steps.requestUploadUrl).toHaveBeenCalledWith("cover");
    expect(steps.putImage).toHaveBeenCalledWith(UPLOAD_URL, image, expect.any(Function));
    expect(steps.save).toHaveBeenCalledWith(UPLOAD_URL);
    expect(progress).toEqual([40, 100]);
  });

  it("reads a failed cover upload as 'Failed to upload cover photo' and a failed save as 'Failed to update cover photo.'", async () => {
    const noUrl = { ...workingSteps(), requestUploadUrl: vi.fn().mockRejectedValue(new Error("500")) };
    expect(await toastOf(uploadProfileImage("cover", image, noUrl))).toEqual(ERROR_MESSAGES.coverUpload);

    const badPut = { ...workingSteps(), putImage: vi.fn().mockRejectedValue(new UploadError({ title: "x" })) };
    expect(await toastOf(uploadProfileImage("cover", image, badPut))).toEqual(ERROR_MESSAGES.coverUpload);
    expect(badPut.save).not.toHaveBeenCalled();

    const badSave = { ...workingSteps(), save: vi.fn().mockRejectedValue(new Error("400")) };
    expect(await toastOf(uploadProfileImage("cover", image, badSave))).toEqual(ERROR_MESSAGES.coverUpdate);
  });

  it("reads a profile photo without upload URL as 'Failed to prepare image upload.' and a failed save as 'Failed to update profile photo.'", async () => {
    const noUrl = { ...workingSteps(), requestUploadUrl: vi.fn().mockRejectedValue(new Error("500")) };
    const prepare = await toastOf(uploadProfileImage("profile", image, noUrl));
    expect(prepare.description).toBe(ERROR_MESSAGES.prepareImageUpload);
    expect(noUrl.putImage).not.toHaveBeenCalled();

    const badSave = { ...workingSteps(), save: vi.fn().mockRejectedValue(new Error("400")) };
    expect(await toastOf(uploadProfileImage("profile", image, badSave))).toEqual(ERROR_MESSAGES.profilePhotoUpdate);
  });

  it("keeps the upload's own reason when a profile photo does not upload", async () => {
    const reason = ERROR_MESSAGES.uploadFailed("This image is too large");
    const badPut = { ...workingSteps(), putImage: vi.fn().mockRejectedValue(new UploadError(reason)) };
    expect(await toastOf(uploadProfileImage("profile", image, badPut))).toEqual(reason);
  });

  it("keeps a lost session (401) visible at every step, so the screen can send the member to login", async () => {
    const gone = new ApiError(401, "401: ", null);
    const steps = [
      {
        ...workingSteps(),
        requestUploadUrl: vi.fn().mockRejectedValue(new UploadError(ERROR_MESSAGES.uploadUrl, 401)),
      },
      { ...workingSteps(), putImage: vi.fn().mockRejectedValue(new UploadError(ERROR_MESSAGES.uploadUrl, 401)) },
      { ...workingSteps(), save: vi.fn().mockRejectedValue(gone) },
    ];
    for (const broken of steps) {
      const error = await uploadProfileImage("cover", image, broken).catch((caught: unknown) => caught);
      expect(isSessionLost(error)).toBe(true);
    }
    const other = { ...workingSteps(), save: vi.fn().mockRejectedValue(new ApiError(500, "500: ", null)) };
    expect(isSessionLost(await uploadProfileImage("cover", image, other).catch((caught: unknown) => caught))).toBe(
      false,
    );
  });

  it("thanks the member with the spec's toasts", () => {
    expect(PROFILE_IMAGE_RULES.profile.saved).toEqual(SUCCESS_MESSAGES.profilePhotoUpdated);
    expect(PROFILE_IMAGE_RULES.cover.saved).toEqual(PROFILE_TEXTS.coverUpdated);
  });
});
