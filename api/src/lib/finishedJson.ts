import { createHash } from "node:crypto";
import type { Context } from "koa";

/** A JSON answer serialized once, with the ETag of its bytes: what a kept answer holds. */
export interface FinishedJson {
  json: Buffer;
  etag: string;
  bytes: number;
}

/** A weak ETag of a JSON body's bytes (`conditionalGet` answers 304 when a client names it). */
export const etagOf = (json: string | Buffer) => `W/"${createHash("sha1").update(json).digest("base64url")}"`;

export const finishJson = (value: unknown): FinishedJson => {
  const json = Buffer.from(JSON.stringify(value));
  return { json, etag: etagOf(json), bytes: json.length };
};

/** Answers a finished JSON answer as is: its bytes and its ETag, for `conditionalGet` to judge. */
export const sendFinishedJson = (ctx: Context, answer: FinishedJson) => {
  ctx.set("ETag", answer.etag);
  ctx.type = "json";
  ctx.body = answer.json;
};
