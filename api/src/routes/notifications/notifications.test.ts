import { notification as notificationShape, PAGE } from "@kindred/contract";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { Notification, type User } from "../../db/models";
import { signedInAgent } from "../../test/agent";
import { createTestApp } from "../../test/app";
import { useTestDatabase } from "../../test/database";
import { createAdmin, createUser } from "../../test/factories";

const db = useTestDatabase();
const app = () => createTestApp(db.sequelize);

const notify = (user: User, minutesAgo: number, fields: Partial<Notification> = {}) =>
  Notification.create({
    userId: user.id,
    type: "match_update",
    facts: { change: "accept", actorName: `Member ${minutesAgo}`, subject: "Sunrise Studio" },
    createdAt: new Date(Date.now() - minutesAgo * 60_000),
    ...fields,
  });

describe("GET /api/notifications", () => {
  it("lists the member's own notifications, newest first, paged", async () => {
    const { agent, user } = await signedInAgent(app());
    const older = await notify(user, 10);
    const newer = await notify(user, 1);
    await notify(await createUser(), 0);
    const response = await agent.get("/api/notifications");
    expect(response.status).toBe(200);
    expect(response.body.map((n: unknown) => notificationShape.parse(n).id)).toEqual([newer.id, older.id]);
    const first = await agent.get("/api/notifications?limit=1");
    const cursor = first.headers[PAGE.nextCursorHeader.toLowerCase()];
    const second = await agent.get(`/api/notifications?limit=1&cursor=${cursor}`);
    expect(second.body.map((n: { id: string }) => n.id)).toEqual([older.id]);
  });

  it("is 401 for visitors", async () => {
    expect((await supertest(app().callback()).get("/api/notifications")).status).toBe(401);
  });
});

describe("marking read", () => {
  it("marks one of the member's own; someone else's is 404, admins included", async () => {
    const { agent, user } = await signedInAgent(app());
    const own = await notify(user, 1);
    const response = await agent.patch(`/api/notifications/${own.id}/read`).send();
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: own.id, isRead: true });
    const theirs = await notify(await createUser(), 1);
    expect((await agent.patch(`/api/notifications/${theirs.id}/read`)).status).toBe(404);
    const admin = await signedInAgent(app(), await createAdmin());
    expect((await admin.agent.patch(`/api/notifications/${theirs.id}/read`)).status).toBe(404);
    expect((await theirs.reload()).isRead).toBe(false);
    expect((await agent.patch("/api/notifications/nope/read")).status).toBe(404);
  });

  it("marks all of the member's own read, nobody else's", async () => {
    const { agent, user } = await signedInAgent(app());
    await notify(user, 2);
    await notify(user, 1);
    const theirs = await notify(await createUser(), 1);
    const response = await agent.post("/api/notifications/read-all");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    expect(await Notification.count({ where: { userId: user.id, isRead: false } })).toBe(0);
    expect((await theirs.reload()).isRead).toBe(false);
  });
});
