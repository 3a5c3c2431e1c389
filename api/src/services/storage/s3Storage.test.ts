import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Storage, type S3StorageConfig } from "./s3Storage";

/**
 * A real S3 protocol server (s3rver) on loopback, with its bucket in a temporary folder: the
 * client's signing, path-style addressing, presigned PUTs and error mapping run for real.
 */
const BUCKET = "kindred-test";
const directory = mkdtempSync(join(tmpdir(), "ks-s3rver-"));
const server = new S3rver({
  address: "127.0.0.1",
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: BUCKET }],
});
let s3Config: S3StorageConfig;

beforeAll(async () => {
  const { port } = await server.run();
  s3Config = {
    kind: "s3",
    bucket: BUCKET,
    endpoint: `http://127.0.0.1:${port}`,
    region: "us-east-1",
    // s3rver's fixed development credentials.
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
  };
});
afterAll(async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

describe("S3 storage against a local S3 server", () => {
  it("puts, reads, streams, checks and deletes an object in the bucket", async () => {
    const storage = createS3Storage(s3Config);
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
    const storage = createS3Storage(s3Config);
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

  it("surfaces a missing bucket as an error instead of a missing object", async () => {
    const storage = createS3Storage({ ...s3Config, bucket: "no-such-bucket" });
    await expect(storage.put("test/lost.png", Buffer.from("x"), { contentType: "image/png" })).rejects.toThrow(
      /bucket/i,
    );
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
