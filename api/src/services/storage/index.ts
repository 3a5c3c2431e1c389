import type { StorageConfig } from "../../config";
import { createDiskStorage } from "./diskStorage";
import type { ObjectStorage } from "./objectStorage";
import { createS3Storage } from "./s3Storage";

export type { ObjectStorage, PutOptions, StoredBytes } from "./objectStorage";

/** The backend `config.storage` names: disk (default) or S3-compatible. */
export const createStorage = (config: StorageConfig): ObjectStorage =>
  config.kind === "s3" ? createS3Storage(config) : createDiskStorage(config.dir);
