import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, open, rename, rm, stat } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { assertSafeKey, type ObjectStorage, type StoredBytes } from "./objectStorage";

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

/**
 * Objects as files under one folder (`DATA_DIR/objects`). Writes go to a temporary file in the
 * same folder, are flushed, then renamed over the target, so a reader never sees half a file.
 */
export const createDiskStorage = (root: string): ObjectStorage => {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(join(base, assertSafeKey(key)));
    // assertSafeKey already rules out `..`; this is the belt to its braces.
    if (!path.startsWith(base + sep)) throw new Error(`Storage key escapes the objects folder: ${key}`);
    return path;
  };

  const stream = async (key: string): Promise<StoredBytes | null> => {
    const path = pathOf(key);
    try {
      const { size, isFile } = await stat(path).then((stats) => ({ size: stats.size, isFile: stats.isFile() }));
      if (!isFile) return null;
      return { body: createReadStream(path), size };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  return {
    kind: "disk",

    async put(key, body) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      const temporary = join(dirname(target), `.${randomBytes(8).toString("hex")}.tmp`);
      const file = await open(temporary, "wx", 0o644);
      try {
        await file.writeFile(body);
        await file.sync();
      } finally {
        await file.close();
      }
      try {
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
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
      await rm(pathOf(key), { force: true });
    },

    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
};
