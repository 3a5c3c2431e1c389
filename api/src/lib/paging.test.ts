import { SERVER_MESSAGES } from "@kindred/contract";
import { describe, expect, it } from "vitest";
import { HttpError } from "../errors";
import { decodeCursor, encodeCursor, pageOf } from "./paging";

const ID = "0b6f2f2e-8a7e-4a62-9b1a-3f1f3c1d2e4a";

describe("page cursors", () => {
  it("round-trip the creation time in microseconds and the id, opaquely", () => {
    const cursor = encodeCursor({ createdAtMicros: "1795000000123456", id: ID });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(cursor).not.toContain(ID);
    expect(decodeCursor(cursor)).toEqual({ createdAtMicros: "1795000000123456", id: ID });
  });

  it.each([
    "",
    "not base64!",
    Buffer.from(`abc.${ID}`).toString("base64url"),
    Buffer.from("123.not-a-uuid").toString("base64url"),
    Buffer.from(`123.${ID}.extra`).toString("base64url"),
    Buffer.from(`${"9".repeat(18)}.${ID}`).toString("base64url"),
  ])("refuses %j with a 400", (cursor) => {
    try {
      decodeCursor(cursor);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(400);
      expect((error as HttpError).message).toBe(SERVER_MESSAGES.invalidCursor);
    }
  });

  it("hands out a next cursor only when a row beyond the page was fetched", () => {
    const key = (n: number) => ({ createdAtMicros: String(n), id: ID });
    expect(pageOf([3, 2, 1], 2, key)).toEqual({ items: [3, 2], nextCursor: encodeCursor(key(2)) });
    expect(pageOf([3, 2], 2, key)).toEqual({ items: [3, 2], nextCursor: null });
    expect(pageOf([], 2, key)).toEqual({ items: [], nextCursor: null });
  });
});
