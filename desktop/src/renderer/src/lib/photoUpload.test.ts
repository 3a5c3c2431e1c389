import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { ERROR_MESSAGES, MAX_IMAGE_BYTES, MAX_PROFILE_PHOTO_BYTES, PHOTO_TEXTS } from "@kindred/contract";
import { describe, expect, it } from "vitest";
import {
  imageFileProblem,
  isSessionLost,
  listingPhotoProblem,
  putImage,
  reachableUploadUrl,
  UploadError,
  uploadErrorToast,
} from "./photoUpload";

describe("imageFileProblem", () => {
  it("accepts JPG and PNG up to the limit", () => {
    expect(imageFileProblem({ type: "image/jpeg", size: MAX_IMAGE_BYTES })).toBeNull();
    expect(imageFileProblem({ type: "image/png", size: 1 })).toBeNull();
  });

  it("refuses anything that is not a JPG or PNG", () => {
    for (const type of ["text/plain", "image/gif", "image/svg+xml", ""]) {
      expect(imageFileProblem({ type, size: 10 })).toBe(ERROR_MESSAGES.selectImageFile);
    }
  });

  it("names the limit that was passed", () => {
    expect(imageFileProblem({ type: "image/png", size: MAX_IMAGE_BYTES + 1 })).toBe(ERROR_MESSAGES.fileTooLarge);
    expect(imageFileProblem({ type: "image/png", size: MAX_PROFILE_PHOTO_BYTES + 1 }, MAX_PROFILE_PHOTO_BYTES)).toBe(
      ERROR_MESSAGES.profilePhotoTooLarge,
    );
    expect(imageFileProblem({ type: "image/png", size: MAX_PROFILE_PHOTO_BYTES }, MAX_PROFILE_PHOTO_BYTES)).toBeNull();
  });
});

describe("listingPhotoProblem", () => {
  it("tells a GIF or WebP that only JPG and PNG are accepted", () => {
    for (const [name, type] of [
      ["party.gif", "image/gif"],
      ["hall.webp", "image/webp"],
    ]) {
      expect(listingPhotoProblem({ name, type, size: 10 })).toBe(PHOTO_TEXTS.manage.onlyJpgOrPng(name));
    }
  });

  it("asks for an image when the file is none, and keeps the size limit", () => {
    expect(listingPhotoProblem({ name: "notes.txt", type: "text/plain", size: 10 })).toBe(
      ERROR_MESSAGES.selectImageFile,
    );
    expect(listingPhotoProblem({ name: "big.png", type: "image/png", size: MAX_IMAGE_BYTES + 1 })).toBe(
      ERROR_MESSAGES.fileTooLarge,
    );
    expect(listingPhotoProblem({ name: "ok.jpg", type: "image/jpeg", size: 10 })).toBeNull();
  });
});

describe("uploadErrorToast", () => {
  it("uses the step's own toast", () => {
    expect(uploadErrorToast(new UploadError(ERROR_MESSAGES.uploadUrl))).toEqual(ERROR_MESSAGES.uploadUrl);
  });

  it("reads anything else as 'Upload failed: {reason}'", () => {
    expect(uploadErrorToast(new Error("socket closed"))).toEqual(ERROR_MESSAGES.uploadFailed("socket closed"));
    expect(uploadErrorToast("??")).toEqual(ERROR_MESSAGES.uploadFailed(ERROR_MESSAGES.uploadFile));
  });
});

describe("reachableUploadUrl", () => {
  const granted = "http://127.0.0.1:5000/api/objects/upload/token-1?v=2";

  it("keeps the server's URL on the web", () => {
    expect(reachableUploadUrl(granted, false)).toBe(granted);
  });

  it("keeps only the path on desktop, where app:// forwards it to the server", () => {
    expect(reachableUploadUrl(granted, true)).toBe("/api/objects/upload/token-1?v=2");
  });
});

describe("putImage", () => {
  /** A stand-in upload endpoint on a real socket: answers each PUT with the next reply. */
  const withServer = async (
    reply: { status: number; body: string },
    run: (url: string, received: { type?: string; bytes: number }) => Promise<void>,
  ) => {
    const received: { type?: string; bytes: number } = { bytes: 0 };
    const server = createServer((request, response) => {
      response.setHeader("Access-Control-Allow-Origin", "*");
      response.setHeader("Access-Control-Allow-Methods", "PUT");
      response.setHeader("Access-Control-Allow-Headers", "Content-Type");
      if (request.method === "OPTIONS") return response.end();
      received.type = request.headers["content-type"];
      request.on("data", (chunk: Buffer) => {
        received.bytes += chunk.length;
      });
      request.on("end", () => {
        response.statusCode = reply.status;
        response.end(reply.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      await run(`http://127.0.0.1:${port}/api/objects/upload/token`, received);
    } finally {
      server.close();
    }
  };
  const image = new Blob([new Uint8Array(2048)], { type: "image/png" });

  it("sends the image with its type and resolves to the stored path, reporting 100%", async () => {
    await withServer({ status: 200, body: JSON.stringify({ objectPath: "/objects/abc" }) }, async (url, received) => {
      const progress: number[] = [];
      await expect(putImage(url, image, (percent) => progress.push(percent))).resolves.toBe("/objects/abc");
      expect(received).toEqual({ type: "image/png", bytes: 2048 });
      expect(progress.at(-1)).toBe(100);
    });
  });

  it("turns the server's refusal into 'Upload failed: {its message}'", async () => {
    const body = JSON.stringify({ message: ERROR_MESSAGES.fileTooLarge });
    await withServer({ status: 413, body }, async (url) => {
      const error = await putImage(url, image).catch((caught: unknown) => caught);
      expect(uploadErrorToast(error)).toEqual(ERROR_MESSAGES.uploadFailed(ERROR_MESSAGES.fileTooLarge));
    });
  });

  it("marks a refusal for a lost session, so the screen can send the member to login", async () => {
    await withServer({ status: 401, body: JSON.stringify({ message: "You need to be signed in" }) }, async (url) => {
      const error = await putImage(url, image).catch((caught: unknown) => caught);
      expect(isSessionLost(error)).toBe(true);
    });
    await withServer({ status: 413, body: "" }, async (url) => {
      expect(isSessionLost(await putImage(url, image).catch((caught: unknown) => caught))).toBe(false);
    });
  });

  it("says so when the upload went through but no path came back", async () => {
    await withServer({ status: 200, body: "{}" }, async (url) => {
      const error = await putImage(url, image).catch((caught: unknown) => caught);
      expect(uploadErrorToast(error).description).toBe(ERROR_MESSAGES.noUrl);
    });
  });

  it("reports a connection that fails as 'Failed to upload file'", async () => {
    const error = await putImage("http://127.0.0.1:9/nowhere", image).catch((caught: unknown) => caught);
    expect(uploadErrorToast(error)).toEqual(ERROR_MESSAGES.uploadFailed(ERROR_MESSAGES.uploadFile));
  });
});
