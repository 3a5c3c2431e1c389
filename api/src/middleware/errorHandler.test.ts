import { SERVER_MESSAGES } from "@kindred/contract";
import Koa from "koa";
import supertest from "supertest";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ConflictError, NotFoundError, RateLimitError } from "../errors";
import { errorHandler, logAppError, toErrorResponse } from "./errorHandler";

const appThrowing = (error: unknown) =>
  new Koa().use(errorHandler()).use(() => {
    throw error;
  });

describe("errorHandler", () => {
  it("answers an unexpected error with 500, the generic message and a logged stack", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await supertest(appThrowing(new Error("database exploded")).callback()).get("/x");
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ message: SERVER_MESSAGES.internal });
    expect(JSON.stringify(response.body)).not.toContain("exploded");
    expect(String(log.mock.calls[0]?.[1])).toContain("database exploded");
    log.mockRestore();
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
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const code of ["ERR_STREAM_PREMATURE_CLOSE", "ECONNRESET", "EPIPE", "ECONNABORTED"]) {
      logAppError(Object.assign(new Error("gone"), { code }), { method: "GET", path: "/objects/x" });
    }
    expect(log).not.toHaveBeenCalled();
    logAppError(Object.assign(new Error("disk unreadable"), { code: "EIO" }), { method: "GET", path: "/objects/x" });
    expect(log.mock.calls[0]?.[0]).toBe("GET /objects/x failed while sending:");
    expect(String(log.mock.calls[0]?.[1])).toContain("disk unreadable");
    log.mockRestore();
  });
});
