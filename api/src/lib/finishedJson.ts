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

/** A JSON text written elsewhere (PostgreSQL, a splice) as a finished answer. */
export const finishedJsonOf = (text: string): FinishedJson => {
  const json = Buffer.from(text);
  return { json, etag: etagOf(json), bytes: json.length };
};

export const finishJson = (value: unknown): FinishedJson => finishedJsonOf(JSON.stringify(value));

/** Answers a finished JSON answer as is: its bytes and its ETag, for `conditionalGet` to judge. */
export const sendFinishedJson = (ctx: Context, answer: FinishedJson) => {
  ctx.set("ETag", answer.etag);
  ctx.type = "json";
  ctx.body = answer.json;
};
