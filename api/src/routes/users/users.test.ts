import { SERVER_MESSAGES } from "@kindred/contract";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/app";
import { useTestDatabase } from "../../test/database";
import { createUser } from "../../test/factories";

const db = useTestDatabase();
const client = () => supertest(createTestApp(db.sequelize).callback());

describe("GET /api/users/:id", () => {
  it("answers the public profile without email or password hash", async () => {
    const member = await createUser({ bio: "Potter", interests: ["Clay"] });
    const response = await client().get(`/api/users/${member.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: member.id,
      firstName: member.firstName,
      lastName: member.lastName,
      profileImageUrl: null,
      coverImageUrl: null,
      bio: "Potter",
      location: null,
      interests: ["Clay"],
      createdAt: member.createdAt.toISOString(),
      // The facts beside references (DESIGN 11.3), nothing yet for a new member.
      referenceCounts: { total: 0, positive: 0, neutral: 0, negative: 0 },
      keptAgreements: { kept: 0, total: 0 },
      replyTimeHours: null,
    });
    expect(JSON.stringify(response.body)).not.toContain(member.email);
  });

  it("answers 404 for an unknown id", async () => {
    const response = await client().get("/api/users/7b0f8f0e-55d3-4a8e-9a43-3f1c3f0a9c11");
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: SERVER_MESSAGES.notFound });
  });

  it("answers 404 for a malformed id", async () => {
    const response = await client().get("/api/users/not-a-uuid");
    expect(response.status).toBe(404);
  });
});
