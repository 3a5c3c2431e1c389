import type { IncomingMessage } from "node:http";
import { PayloadTooLargeError } from "../../errors";

/**
 * The raw request body, refused with 413 (`tooLarge`) as soon as it passes `maxBytes`: at once
 * from Content-Length, else while streaming. A refused body is still drained, so the client
 * reads the 413 instead of a reset connection.
 */
export const readImageBody = (request: IncomingMessage, maxBytes: number, tooLarge: string): Promise<Buffer> => {
  const declared = Number(request.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) return Promise.reject(PayloadTooLargeError(tooLarge));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    request.on("data", (chunk: Buffer) => {
      if (refused) return;
      size += chunk.length;
      if (size > maxBytes) {
        refused = true;
        chunks.length = 0;
        reject(PayloadTooLargeError(tooLarge));
        return;
      }
      chunks.push(chunk);
    });
    request.on("end", () => {
      if (!refused) resolve(Buffer.concat(chunks, size));
    });
    request.on("error", reject);
  });
};
