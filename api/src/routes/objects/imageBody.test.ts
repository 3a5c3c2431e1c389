import type { IncomingMessage } from "node:http";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { HttpError } from "../../errors";
import { readImageBody } from "./imageBody";

/** A request body arriving in chunks, with whatever headers the client sent. */
const requestOf = (chunks: Buffer[], headers: Record<string, string> = {}) =>
  Object.assign(Readable.from(chunks), { headers }) as unknown as IncomingMessage;

describe("readImageBody", () => {
  it("reads the whole body when it fits", async () => {
    const body = await readImageBody(requestOf([Buffer.from("abc"), Buffer.from("def")]), 6, "too large");
    expect(body.toString()).toBe("abcdef");
  });

  it("refuses from Content-Length alone, before reading", async () => {
    const error = await readImageBody(requestOf([], { "content-length": "7" }), 6, "too large").catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 413, message: "too large" });
  });

  it("counts the bytes itself when no Content-Length was sent (a chunked body)", async () => {
    const chunks = Array.from({ length: 10 }, () => Buffer.alloc(1_000, 1));
    const error = await readImageBody(requestOf(chunks), 5_500, "too large").catch((e) => e);
    expect(error).toMatchObject({ status: 413, message: "too large" });
  });
});
