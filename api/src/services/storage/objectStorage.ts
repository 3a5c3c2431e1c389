import type { Readable } from "node:stream";

/** What a stored object's bytes are kept with. */
export interface PutOptions {
  contentType: string;
}

export interface StoredBytes {
  body: Readable;
  size: number;
}

/**
 * Where the bytes of stored objects live (the README's configuration table): a folder on disk by default,
 * an S3-compatible bucket when `S3_BUCKET` is set. Keys are relative, slash-separated names
 * checked by `assertSafeKey`; what they mean (object, variant) is decided by the caller.
 */
export interface ObjectStorage {
  readonly kind: "disk" | "s3";
  put(key: string, body: Buffer, options: PutOptions): Promise<void>;
  /** The whole object, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** A stream of the object and its size, or null when there is none. */
  stream(key: string): Promise<StoredBytes | null>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** A URL a client may PUT the object to directly; only backends that can sign one offer it. */
  presignUpload?(key: string, options: PutOptions & { expiresInSeconds: number }): Promise<string>;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** Keys are 1–8 segments of letters, digits, `.`, `_`, `-`, never starting with a dot: no `..`, no absolute paths. */
export const assertSafeKey = (key: string): string => {
  const segments = key.split("/");
  if (segments.length > 8 || !segments.every((segment) => SEGMENT.test(segment))) {
    throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
  }
  return key;
};
