import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { StorageConfig } from "../../config";
import { assertSafeKey, type ObjectStorage, type StoredBytes } from "./objectStorage";

export type S3StorageConfig = Extract<StorageConfig, { kind: "s3" }>;

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404);

/**
 * Objects in an S3-compatible bucket (AWS, MinIO, R2…). A custom endpoint uses path-style
 * addressing, which every S3 clone understands; keys without credentials fall back to the
 * SDK's default chain (environment, instance role).
 */
export const createS3Storage = (config: S3StorageConfig, client?: S3Client): ObjectStorage => {
  const s3 =
    client ??
    new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
      ...(config.accessKeyId && config.secretAccessKey
        ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
        : {}),
    });
  const Bucket = config.bucket;

  const stream = async (key: string): Promise<StoredBytes | null> => {
    try {
      const object = await s3.send(new GetObjectCommand({ Bucket, Key: assertSafeKey(key) }));
      if (!object.Body) return null;
      return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  return {
    kind: "s3",

    async put(key, body, { contentType }) {
      await s3.send(new PutObjectCommand({ Bucket, Key: assertSafeKey(key), Body: body, ContentType: contentType }));
    },

    async get(key) {
      const stored = await stream(key);
      if (!stored) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of stored.body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },

    stream,

    async delete(key) {
      await s3.send(new DeleteObjectCommand({ Bucket, Key: assertSafeKey(key) }));
    },

    async exists(key) {
      try {
        await s3.send(new HeadObjectCommand({ Bucket, Key: assertSafeKey(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    presignUpload(key, { contentType, expiresInSeconds }) {
      const command = new PutObjectCommand({ Bucket, Key: assertSafeKey(key), ContentType: contentType });
      return getSignedUrl(s3, command, { expiresIn: expiresInSeconds });
    },
  };
};
