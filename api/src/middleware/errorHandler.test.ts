import { SERVER_MESSAGES } from "@kindred/contract";
import Koa from "koa";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ConflictError, NotFoundError, RateLimitError } from "../errors";
import { memoryLogger } from "../test/logs";
import { errorHandler, logAppError, toErrorResponse } from "./errorHandler";

const appThrowing = (error: unknown, logger = memoryLogger().logger) =>
  new Koa().use(errorHandler(logger) as Koa.Middleware).use(() => {
    throw error;
  });

describe("errorHandler", () => {
  it("answers an unexpected error with 500, the generic message and a logged stack", async () => {
    const log = memoryLogger();
    const response = await supertest(appThrowing(new Error("database exploded"), log.logger).callback()).get("/x");
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ message: SERVER_MESSAGES.internal });
    expect(JSON.stringify(response.body)).not.toContain("exploded");
    const [line] = log.lines();
    expect(line).toMatchObject({ msg: "request failed", method: "GET", path: "/x" });
    expect(String((line.err as { stack: string }).stack)).toContain("database exploded");
  });

  it("maps the error factories to their status", async () => {
    const notFound = await supertest(appThrowing(NotFoundError()).callback()).get("/x");
    expect(notFound.status).toBe(404);
    expect(notFound.body).toEqual({ message: SERVER_MESSAGES.notFound });
    const limited = await supertest(appThrowing(RateLimitError(undefined, 12.2)).callback()).get("/x");
    expect(limited.status).toBe(429);
    expect(limited.headers["retry-after"]).toBe("13");
  });

  it("maps zod errors to 400 with issues", () => {
    const result = z.object({ name: z.string("Name please") }).safeParse({});
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(toErrorResponse(result.error)).toMatchObject({
      status: 400,
      body: { message: SERVER_MESSAGES.validation, issues: [{ path: "name", message: "Name please" }] },
    });
  });

  it("keeps the factory's own message", () => {
    expect(toErrorResponse(ConflictError("Taken")).body).toEqual({ message: "Taken" });
  });
});

describe("logAppError", () => {
  it("stays quiet when the client went away, and logs anything else with where it happened", () => {
    const log = memoryLogger();
    const logError = logAppError(log.logger);
    for (const code of ["ERR_STREAM_PREMATURE_CLOSE", "ECONNRESET", "EPIPE", "ECONNABORTED"]) {
      logError(Object.assign(new Error("gone"), { code }), { method: "GET", path: "/objects/x" });
    }
    expect(log.lines()).toEqual([]);
    logError(Object.assign(new Error("disk unreadable"), { code: "EIO" }), { method: "GET", path: "/objects/x" });
    const [line] = log.lines();
    expect(line).toMatchObject({ msg: "response failed while sending", method: "GET", path: "/objects/x" });
    expect(String((line.err as { stack: string }).stack)).toContain("disk unreadable");
  });
});
