import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";
import { createDiskStorage } from "../services/storage/diskStorage";
import type { ObjectStorage } from "../services/storage/objectStorage";
import type { Agent } from "./agent";

export interface TestStorage extends ObjectStorage {
  /** How many objects were written, to tell a stored variant from a regenerated one. */
  readonly puts: string[];
  readonly dir: string;
}

/** Disk storage in a temporary folder of this test file, removed after its tests. */
export const useTestStorage = (): TestStorage => {
  const dir = mkdtempSync(join(tmpdir(), "ks-objects-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const disk = createDiskStorage(dir);
  const puts: string[] = [];
  return {
    ...disk,
    dir,
    puts,
    put: async (key, body, options) => {
      puts.push(key);
      await disk.put(key, body, options);
    },
  };
};

/** The path part of an absolute upload URL, for supertest. */
export const pathOf = (url: string) => new URL(url).pathname;

/** A signed-in agent (or a plain supertest client). */
type TestAgent = Pick<Agent, "post" | "put">;

/** Asks for an upload URL (of `kind`) and PUTs `bytes` to it; returns the PUT's response. */
export const uploadImage = async (
  agent: TestAgent,
  bytes: Buffer,
  { kind, contentType = "image/jpeg" }: { kind?: "listing" | "profile" | "cover"; contentType?: string } = {},
) => {
  const granted = await agent.post("/api/objects/upload").send(kind ? { kind } : {});
  if (granted.status !== 200) throw new Error(`upload URL refused: ${granted.status} ${JSON.stringify(granted.body)}`);
  const response = await agent.put(pathOf(granted.body.uploadURL)).set("Content-Type", contentType).send(bytes);
  return Object.assign(response, { uploadURL: granted.body.uploadURL as string });
};
