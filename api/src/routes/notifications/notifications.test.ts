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

describe("a notification read in the reader's language (DESIGN 11.5)", () => {
  const facts = {
    bookingId: "00000000-0000-4000-8000-000000000001",
    spaceName: "Sunrise Studio",
    startsAt: "2026-12-08T18:00:00.000Z",
    endsAt: "2026-12-08T20:00:00.000Z",
    timeZone: "America/Denver",
    dates: 3,
    change: "cancelled",
    actorName: "Maya Rivera",
    occurrence: null,
    late: true,
  };
  const english = {
    title: "Booking update",
    message:
      "Maya Rivera cancelled Sunrise Studio on Tue, Dec 8, 11:00 AM, weekly (3 dates) (less than 24 hours before).",
  };
  const spanish = {
    title: "Novedades de una reserva",
    message:
      "Maya Rivera canceló Sunrise Studio el mar, 8 dic, 11:00, cada semana (3 fechas) (menos de 24 horas antes).",
  };
  const read = async (agent: Awaited<ReturnType<typeof signedInAgent>>["agent"], language?: string) => {
    const request = agent.get("/api/notifications");
    const response = await (language ? request.set("Accept-Language", language) : request);
    expect(response.status).toBe(200);
    return response.body.map((n: { title: string; message: string }) => ({ title: n.title, message: n.message }));
  };

  it("is stored as facts and worded in the browser's language until the member chooses one, then in theirs", async () => {
    const { agent, user } = await signedInAgent(app());
    await notify(user, 1, { type: "booking_update", facts });

    expect(await read(agent)).toEqual([english]);
    expect(await read(agent, "es-MX,es;q=0.9")).toEqual([spanish]);
    expect(await read(agent, "fr, en;q=0.5")).toEqual([english]);

    expect((await agent.put("/api/auth/user").send({ locale: "es" })).status).toBe(200);
    expect(await read(agent, "en-US")).toEqual([spanish]);
    expect(await read(agent)).toEqual([spanish]);
    expect((await Notification.findOne({ where: { userId: user.id } }))?.facts).toEqual(facts);
  });

  it("reads in English for a member who saved English, whatever the browser asks", async () => {
    const { agent, user } = await signedInAgent(app(), await createUser({ locale: "en" }));
    await notify(user, 1, { type: "booking_update", facts });
    expect(await read(agent, "es")).toEqual([english]);
  });
});
