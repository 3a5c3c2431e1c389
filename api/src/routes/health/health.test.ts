import { SERVER_MESSAGES } from "@kindred/contract";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/app";
import { useTestDatabase } from "../../test/database";

const db = useTestDatabase();

describe("GET /api/health", () => {
  it("answers ok", async () => {
    const response = await supertest(createTestApp(db.sequelize).callback()).get("/api/health");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: "ok" });
  });
});

describe("GET /api/health when the process cannot recover by itself", () => {
  it("answers 503 unhealthy with the reason", async () => {
    const app = createTestApp(db.sequelize, {}, { livenessProblem: () => SERVER_MESSAGES.databaseLost });
    const response = await supertest(app.callback()).get("/api/health");
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ status: "unhealthy", message: SERVER_MESSAGES.databaseLost });
  });
});

describe("GET /api/ready", () => {
  it("is ready when the database answers", async () => {
    const response = await supertest(createTestApp(db.sequelize).callback()).get("/api/ready");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: "ready",
      checks: { database: "ok" },
      details: { searchOutbox: { lagSeconds: expect.any(Number), failed: 0 }, workers: 1, worker: 1 },
    });
  });

  it("names how many workers run and the one that answered", async () => {
    const app = createTestApp(db.sequelize, {}, { workers: () => ({ workers: 3, worker: 2 }) });
    const response = await supertest(app.callback()).get("/api/ready");
    expect(response.body.details).toMatchObject({ workers: 3, worker: 2 });
  });

  it("is 503 when a dependency does not answer", async () => {
    const app = createTestApp(
      db.sequelize,
      {},
      {
        readinessChecks: [
          {
            name: "search",
            check: async () => {
              throw new Error("down");
            },
          },
        ],
      },
    );
    const response = await supertest(app.callback()).get("/api/ready");
    expect(response.status).toBe(503);
    expect(response.body).toEqual({
      status: "unavailable",
      checks: { database: "ok", search: "unavailable" },
      details: { searchOutbox: { lagSeconds: expect.any(Number), failed: 0 }, workers: 1, worker: 1 },
    });
  });
});
