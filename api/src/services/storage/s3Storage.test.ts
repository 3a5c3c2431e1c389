import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../config";
import { createS3Storage, type S3StorageConfig } from "./s3Storage";

/**
 * Runs against a real bucket only when S3_BUCKET (and usually S3_ENDPOINT and keys) are set in
 * the environment, e.g. a local MinIO. Otherwise the suite is reported as skipped, by name.
 */
const bucket = process.env.S3_BUCKET;
const configured = Boolean(bucket);
if (!configured) console.info("S3 storage tests skipped: S3_BUCKET not set");

const s3Config = () =>
  parseConfig({ ...process.env, SESSION_SECRET: "s3-test-secret-0123456789" }).storage as S3StorageConfig;

describe.skipIf(!configured)(configured ? "S3 storage" : "S3 storage (skipped: S3_BUCKET not set)", () => {
  it("puts, reads, streams, checks and deletes an object in the bucket", async () => {
    const storage = createS3Storage(s3Config());
    const key = `test/${randomBytes(6).toString("hex")}.jpg`;
    await storage.put(key, Buffer.from("bytes in s3"), { contentType: "image/jpeg" });
    expect(await storage.exists(key)).toBe(true);
    expect((await storage.get(key))?.toString()).toBe("bytes in s3");
    expect((await storage.stream(key))?.size).toBe(11);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
  });

  it("signs a PUT URL a client can upload to directly", async () => {
    const storage = createS3Storage(s3Config());
    const key = `test/${randomBytes(6).toString("hex")}.png`;
    const url = await storage.presignUpload?.(key, { contentType: "image/png", expiresInSeconds: 60 });
    const response = await fetch(url as string, {
      method: "PUT",
      body: Buffer.from("direct"),
      headers: { "Content-Type": "image/png" },
    });
    expect(response.ok).toBe(true);
    expect((await storage.get(key))?.toString()).toBe("direct");
    await storage.delete(key);
  });
});

describe("S3 storage without a bucket", () => {
  it("builds its client from the configuration alone (no network until used)", async () => {
    const storage = createS3Storage({
      kind: "s3",
      bucket: "kindred-test",
      endpoint: "http://127.0.0.1:9",
      region: "us-east-1",
      accessKeyId: "key",
      secretAccessKey: "secret",
    });
    expect(storage.kind).toBe("s3");
    await expect(storage.put("../x", Buffer.from("x"), { contentType: "image/png" })).rejects.toThrow(/Unsafe/);
  });

  it("signs upload URLs for the configured endpoint and bucket", async () => {
    const storage = createS3Storage({
      kind: "s3",
      bucket: "kindred-test",
      endpoint: "http://127.0.0.1:9",
      region: "us-east-1",
      accessKeyId: "key",
      secretAccessKey: "secret",
    });
    const url = new URL(
      (await storage.presignUpload?.("images/a.png", { contentType: "image/png", expiresInSeconds: 900 })) ?? "",
    );
    expect(url.origin).toBe("http://127.0.0.1:9");
    expect(url.pathname).toBe("/kindred-test/images/a.png");
    expect(url.searchParams.get("X-Amz-Expires")).toBe("900");
  });
});
