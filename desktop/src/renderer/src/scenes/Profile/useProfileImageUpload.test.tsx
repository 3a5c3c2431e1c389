import { type CurrentUser, ERROR_MESSAGES, PHOTO_TEXTS, SUCCESS_MESSAGES, WEB_TEXTS } from "@kindred/contract";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../lib/queryClient";
import type { PickedImage } from "../../platform";
import { CURRENT_USER_KEY } from "../../queries/auth";
import { useToastStore } from "../../stores/toastStore";
import { useProfileImageUpload } from "./useProfileImageUpload";

const UPLOAD_URL = "http://127.0.0.1/api/objects/upload/token-1";

const platform = vi.hoisted(() => ({ pickImages: vi.fn(), releaseImage: vi.fn(), cropImage: vi.fn() }));
const uploads = vi.hoisted(() => ({ requestUploadUrl: vi.fn(), putImage: vi.fn() }));

vi.mock("../../platform", () => ({ getPlatform: () => platform }));
vi.mock("../../lib/photoUpload", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/photoUpload")>()),
  ...uploads,
}));

const picked = (overrides: Partial<PickedImage> = {}): PickedImage => ({
  name: "me.png",
  type: "image/png",
  size: 1000,
  file: new Blob(["png"], { type: "image/png" }),
  previewUrl: "blob:me",
  ...overrides,
});

const CROPPED = new Blob(["cropped"], { type: "image/jpeg" });
const RECT = { x: 0, y: 0, width: 400, height: 400 };

const updatedMember = { id: "member-1", firstName: "Robin", profileImageUrl: "/objects/photo-1" } as CurrentUser;

describe("useProfileImageUpload", () => {
  const fetchMock = vi.fn();
  let queryClient = createQueryClient();

  beforeEach(() => {
    queryClient = createQueryClient();
    queryClient.setQueryData(CURRENT_USER_KEY, { ...updatedMember, profileImageUrl: null });
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => new Response(JSON.stringify(updatedMember), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    platform.pickImages.mockReset();
    platform.releaseImage.mockReset();
    platform.cropImage.mockReset().mockResolvedValue(CROPPED);
    uploads.requestUploadUrl.mockReset().mockResolvedValue(UPLOAD_URL);
    uploads.putImage.mockReset().mockImplementation(async (_url: string, _image: Blob, onProgress) => {
      onProgress?.(50);
      return "/objects/photo-1";
    });
    useToastStore.getState().dismiss();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const render = (kind: "profile" | "cover") =>
    renderHook(() => useProfileImageUpload(kind), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <MemoryRouter>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </MemoryRouter>
      ),
    });

  /** Picks an image, then crops it as the Crop dialog's "Crop & Upload" does. */
  const chooseAndCrop = async (result: { current: ReturnType<typeof useProfileImageUpload> }) => {
    await act(() => result.current.choose());
    await act(() => result.current.crop.apply(RECT, result.current.crop.initialRatio));
  };

  it("crops the picked photo (square first), uploads the crop, saves it and makes the answer the current user", async () => {
    const image = picked();
    platform.pickImages.mockResolvedValue([image]);
    const { result } = render("profile");
    await act(() => result.current.choose());
    // Nothing leaves before the crop.
    expect(result.current.crop).toMatchObject({ image, initialRatio: "1:1" });
    expect(uploads.requestUploadUrl).not.toHaveBeenCalled();
    await act(() => result.current.crop.apply(RECT, "1:1"));

    expect(platform.pickImages).toHaveBeenCalledWith({ multiple: false });
    expect(platform.cropImage).toHaveBeenCalledWith(image, RECT, "1:1");
    expect(result.current.crop.image).toBeNull();
    expect(uploads.requestUploadUrl).toHaveBeenCalledWith("profile");
    expect(uploads.putImage).toHaveBeenCalledWith(UPLOAD_URL, CROPPED, expect.any(Function));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/profile/photo");
    expect(init.method).toBe("PUT");
    expect(JSON.parse(String(init.body))).toEqual({ photoURL: UPLOAD_URL });
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toEqual(updatedMember);
    expect(useToastStore.getState().toast).toMatchObject({
      ...SUCCESS_MESSAGES.profilePhotoUpdated,
      variant: "success",
    });
    expect(platform.releaseImage).toHaveBeenCalledWith(image);
    expect(result.current.uploading).toBe(false);
  });

  it("sends the cover, cropped wide first, as coverURL to /api/profile/cover", async () => {
    platform.pickImages.mockResolvedValue([picked({ type: "image/jpeg" })]);
    const { result } = render("cover");
    await act(() => result.current.choose());
    expect(result.current.crop.initialRatio).toBe("16:10");
    await act(() => result.current.crop.apply(RECT, "16:10"));
    expect(uploads.requestUploadUrl).toHaveBeenCalledWith("cover");
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/profile/cover");
    expect(JSON.parse(String(init.body))).toEqual({ coverURL: UPLOAD_URL });
  });

  it("stops a file that is not an image, or too large, before any request", async () => {
    const { result } = render("profile");
    platform.pickImages.mockResolvedValue([picked({ name: "notes.txt", type: "text/plain" })]);
    await act(() => result.current.choose());
    expect(useToastStore.getState().toast).toMatchObject({
      title: WEB_TEXTS.errorTitle,
      description: ERROR_MESSAGES.selectImageFile,
      variant: "destructive",
    });

    platform.pickImages.mockResolvedValue([picked({ size: 6 * 1024 * 1024 })]);
    await act(() => result.current.choose());
    expect(useToastStore.getState().toast?.description).toBe(ERROR_MESSAGES.profilePhotoTooLarge);
    expect(uploads.requestUploadUrl).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(platform.releaseImage).toHaveBeenCalledTimes(2);
  });

  it("changes nothing when the member leaves the Crop dialog, or the photo cannot be cropped", async () => {
    const image = picked();
    platform.pickImages.mockResolvedValue([image]);
    const { result } = render("profile");
    await act(() => result.current.choose());
    act(() => result.current.crop.cancel());
    expect(result.current.crop.image).toBeNull();
    expect(platform.releaseImage).toHaveBeenCalledWith(image);

    platform.cropImage.mockRejectedValue(new Error("the file is damaged"));
    await chooseAndCrop(result);
    expect(useToastStore.getState().toast).toMatchObject({
      ...ERROR_MESSAGES.photoProcessing("the file is damaged"),
      variant: "destructive",
    });
    await act(() => result.current.choose());
    act(() => result.current.crop.unreadable());
    expect(useToastStore.getState().toast?.description).toBe(
      ERROR_MESSAGES.photoProcessing(PHOTO_TEXTS.crop.unreadable).description,
    );
    expect(uploads.requestUploadUrl).not.toHaveBeenCalled();
    expect(result.current.crop.image).toBeNull();
  });

  it("does nothing when the member closes the picker", async () => {
    platform.pickImages.mockResolvedValue([]);
    const { result } = render("cover");
    await act(() => result.current.choose());
    expect(uploads.requestUploadUrl).not.toHaveBeenCalled();
    expect(useToastStore.getState().toast).toBeNull();
  });

  it("shows the spec's toast when the cover cannot be saved and keeps the old member", async () => {
    fetchMock.mockImplementation(async () => new Response("{}", { status: 500 }));
    platform.pickImages.mockResolvedValue([picked()]);
    const { result } = render("cover");
    await chooseAndCrop(result);
    expect(useToastStore.getState().toast).toMatchObject({ ...ERROR_MESSAGES.coverUpdate, variant: "destructive" });
    expect(queryClient.getQueryData<CurrentUser>(CURRENT_USER_KEY)?.profileImageUrl).toBeNull();
  });

  it("reports progress while the image uploads", async () => {
    let finish: (path: string) => void = () => {};
    uploads.putImage.mockImplementation((_url: string, _image: Blob, onProgress?: (percent: number) => void) => {
      onProgress?.(30);
      return new Promise<string>((resolve) => {
        finish = resolve;
      });
    });
    platform.pickImages.mockResolvedValue([picked()]);
    const { result } = render("profile");
    await act(() => result.current.choose());
    let running: Promise<void> = Promise.resolve();
    await act(async () => {
      running = result.current.crop.apply(RECT, "1:1");
      await vi.waitFor(() => expect(uploads.putImage).toHaveBeenCalled());
    });
    expect(result.current).toMatchObject({ uploading: true, progress: 30 });
    await act(async () => {
      finish("/objects/photo-1");
      await running;
    });
    expect(result.current).toMatchObject({ uploading: false, progress: null });
  });
});
