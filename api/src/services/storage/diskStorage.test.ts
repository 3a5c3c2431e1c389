import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createDiskStorage } from "./diskStorage";
import { assertSafeKey } from "./objectStorage";

const root = mkdtempSync(join(tmpdir(), "ks-objects-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const storage = createDiskStorage(join(root, "objects"));

const text = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
};

describe("disk storage", () => {
  it("puts, reads, streams, checks and deletes an object under the objects folder", async () => {
    await storage.put("images/a.jpg", Buffer.from("bytes of a"), { contentType: "image/jpeg" });
    expect(readFileSync(join(root, "objects/images/a.jpg"), "utf8")).toBe("bytes of a");
    expect((await storage.get("images/a.jpg"))?.toString()).toBe("bytes of a");
    const stored = await storage.stream("images/a.jpg");
    expect(stored?.size).toBe(10);
    expect(await text(stored?.body as NodeJS.ReadableStream)).toBe("bytes of a");
    expect(await storage.exists("images/a.jpg")).toBe(true);

    await storage.delete("images/a.jpg");
    expect(await storage.exists("images/a.jpg")).toBe(false);
    await expect(storage.delete("images/a.jpg")).resolves.toBeUndefined();
  });

  it("answers null and false for what is not there, folders included", async () => {
    expect(await storage.get("images/missing.jpg")).toBeNull();
    expect(await storage.stream("images/missing.jpg")).toBeNull();
    expect(await storage.exists("nowhere/missing.jpg")).toBe(false);
    await storage.put("variants/x/w320.webp", Buffer.from("v"), { contentType: "image/webp" });
    expect(await storage.exists("variants/x")).toBe(false);
    expect(await storage.stream("variants/x")).toBeNull();
  });

  it("replaces an object whole and leaves no temporary files behind", async () => {
    await storage.put("images/b.png", Buffer.alloc(200_000, 1), { contentType: "image/png" });
    await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        storage.put("images/b.png", Buffer.alloc(100_000 + n, n + 2), { contentType: "image/png" }),
      ),
    );
    const bytes = (await storage.get("images/b.png")) as Buffer;
    // Whichever write won, the file is exactly one of them, never a mix.
    expect(bytes.every((byte) => byte === bytes[0])).toBe(true);
    expect(bytes.length).toBe(100_000 + bytes[0] - 2);
    expect(readdirSync(join(root, "objects/images")).filter((name) => name.endsWith(".tmp"))).toEqual([]);
    expect(statSync(join(root, "objects/images/b.png")).mode & 0o777).toBe(0o644);
  });

  it.each([
    "../outside.jpg",
    "images/../../outside.jpg",
    "/etc/passwd",
    "images//a.jpg",
    ".hidden",
    "images/.tmp",
    "",
    "images\\a.jpg",
    "images/a b.jpg",
  ])("refuses the unsafe key %j", async (key) => {
    expect(() => assertSafeKey(key)).toThrow(/Unsafe storage key/);
    await expect(storage.put(key, Buffer.from("x"), { contentType: "image/jpeg" })).rejects.toThrow();
    await expect(storage.get(key)).rejects.toThrow();
    await expect(storage.delete(key)).rejects.toThrow();
  });
});
