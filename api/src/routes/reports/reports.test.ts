import { adminReport, PAGE, report, SAFETY_MESSAGES } from "@kindred/contract";
import { beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../db/models";
import { type Agent, signedInAgent } from "../../test/agent";
import { createTestApp, defaultRateLimits } from "../../test/app";
import {
  createAdmin,
  createMatch,
  createMessage,
  createSpaceOffer,
  createSpaceRequest,
  createUser,
} from "../../test/factories";
import { UNKNOWN_ID, useTestApp } from "../../test/routeTest";

const { db, app } = useTestApp();

let admin: { agent: Agent; user: User };
beforeAll(async () => {
  admin = await signedInAgent(app(), await createAdmin());
});

const adminReports = async () => (await admin.agent.get("/api/admin/reports?limit=50")).body as unknown[];
const adminViewOf = async (id: string) =>
  adminReport.parse((await adminReports()).find((entry) => (entry as { id: string }).id === id));

describe("reporting", () => {
  it("reports a listing with 201, keeping it as it was reported", async () => {
    const { agent, user } = await signedInAgent(app());
    const offer = await createSpaceOffer({ spaceName: "Harbour Room", description: "Free drinks, DM me" });
    const created = await agent
      .post("/api/reports")
      .send({ targetType: "space-offer", targetId: offer.id, reason: "spam", details: "  Looks like an ad  " });
    expect(created.status).toBe(201);
    expect(report.parse(created.body)).toMatchObject({
      targetType: "space-offer",
      targetId: offer.id,
      reason: "spam",
      details: "Looks like an ad",
      status: "open",
      title: "Harbour Room",
    });
    await offer.update({ description: "Edited after the report" });
    const seen = await adminViewOf(created.body.id);
    expect(seen.reporter?.id).toBe(user.id);
    expect(seen.snapshot.subjectUserId).toBe(offer.userId);
    expect(seen.snapshot.lines).toContainEqual({ label: "Description", text: "Free drinks, DM me", reported: true });
    expect(JSON.stringify(seen.snapshot)).not.toContain("Edited after the report");
  });

  it("reports a member and a request", async () => {
    const { agent } = await signedInAgent(app());
    const member = await createUser({ firstName: "Dorian", lastName: "Vell", bio: "Selling things" });
    const request = await createSpaceRequest({ title: "Quiet room for a choir" });
    const onMember = await agent
      .post("/api/reports")
      .send({ targetType: "user", targetId: member.id, reason: "other" });
    expect(onMember.status).toBe(201);
    expect(onMember.body.title).toBe("Dorian Vell");
    expect((await adminViewOf(onMember.body.id)).snapshot.lines).toContainEqual({
      label: "Bio",
      text: "Selling things",
      reported: false,
    });
    const onRequest = await agent
      .post("/api/reports")
      .send({ targetType: "space-request", targetId: request.id, reason: "misrepresentation" });
    expect(onRequest.status).toBe(201);
    expect(onRequest.body.title).toBe("Quiet room for a choir");
  });

  it("reports a message with its neighbours, for a party of the conversation only", async () => {
    const seeker = await signedInAgent(app());
    const host = await createUser({ firstName: "Mara", lastName: "Quist" });
    const match = await createMatch({
      request: await createSpaceRequest({ user: seeker.user }),
      offer: await createSpaceOffer({ user: host }),
    });
    const at = (minutes: number) => ({ createdAt: new Date(Date.now() - (10 - minutes) * 60_000) });
    const contents = ["one", "two", "three", "rude", "five", "six", "seven"];
    const messages = [];
    for (const [i, content] of contents.entries()) {
      messages.push(await createMessage(match, i % 2 ? host : seeker.user, { content, ...at(i) }));
    }
    const rude = messages[3];
    const created = await seeker.agent
      .post("/api/reports")
      .send({ targetType: "message", targetId: rude?.id, reason: "harassment" });
    expect(created.status).toBe(201);
    expect(created.body.title).toBe("Message from Mara Quist");
    const { snapshot } = await adminViewOf(created.body.id);
    expect(snapshot.lines.map((line) => [line.text, line.reported])).toEqual([
      ["two", false],
      ["three", false],
      ["rude", true],
      ["five", false],
      ["six", false],
    ]);
    expect(snapshot.lines[2]?.label).toBe("Mara Quist");

    const outsider = await signedInAgent(app());
    const refused = await outsider.agent
      .post("/api/reports")
      .send({ targetType: "message", targetId: rude?.id, reason: "harassment" });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(SAFETY_MESSAGES.reportTargetNotFound);
  });

  it("answers 404 for a target that is not there and 400 for a bad reason or type", async () => {
    const { agent } = await signedInAgent(app());
    for (const targetType of ["user", "message", "space-request", "space-offer"]) {
      const response = await agent.post("/api/reports").send({ targetType, targetId: UNKNOWN_ID, reason: "spam" });
      expect(response.status).toBe(404);
    }
    const user = await createUser();
    expect(
      (await agent.post("/api/reports").send({ targetType: "user", targetId: user.id, reason: "rude" })).status,
    ).toBe(400);
    expect(
      (await agent.post("/api/reports").send({ targetType: "listing", targetId: user.id, reason: "spam" })).status,
    ).toBe(400);
  });

  it("rate limits a member who reports too often", async () => {
    // Tests lift every budget; this one runs with production's.
    const { agent } = await signedInAgent(createTestApp(db.sequelize, { rateLimits: defaultRateLimits() }));
    const user = await createUser();
    const send = () => agent.post("/api/reports").send({ targetType: "user", targetId: user.id, reason: "spam" });
    for (let i = 0; i < 10; i++) expect((await send()).status).toBe(201);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toBeTruthy();
  });

  it("lists the member's own reports with their status, newest first and paged", async () => {
    const { agent } = await signedInAgent(app());
    const users = [await createUser(), await createUser(), await createUser()];
    const ids = [];
    for (const user of users) {
      ids.push(
        (await agent.post("/api/reports").send({ targetType: "user", targetId: user.id, reason: "spam" })).body.id,
      );
    }
    const first = await agent.get("/api/reports/mine?limit=2");
    expect(first.status).toBe(200);
    expect(first.body.map((entry: unknown) => report.parse(entry).id)).toEqual([ids[2], ids[1]]);
    expect(first.body[0]).not.toHaveProperty("note");
    const cursor = first.headers[PAGE.nextCursorHeader.toLowerCase()];
    const second = await agent.get(`/api/reports/mine?limit=2&cursor=${cursor}`);
    expect(second.body.map((entry: { id: string }) => entry.id)).toEqual([ids[0]]);
    const someoneElse = await signedInAgent(app());
    expect((await someoneElse.agent.get("/api/reports/mine")).body).toEqual([]);
  });
});

describe("moderating reports", () => {
  const reportSomething = async () => {
    const reporter = await signedInAgent(app());
    const target = await createUser();
    const created = await reporter.agent
      .post("/api/reports")
      .send({ targetType: "user", targetId: target.id, reason: "safety" });
    return { reporter, id: created.body.id as string };
  };

  it("moves open → reviewing → actioned with a note, and the reporter sees the status", async () => {
    const { reporter, id } = await reportSomething();
    const reviewing = await admin.agent.patch(`/api/admin/reports/${id}`).send({ status: "reviewing" });
    expect(reviewing.status).toBe(200);
    expect(adminReport.parse(reviewing.body)).toMatchObject({ status: "reviewing", note: null });
    const actioned = await admin.agent
      .patch(`/api/admin/reports/${id}`)
      .send({ status: "actioned", note: "Warned the member" });
    expect(actioned.body).toMatchObject({ status: "actioned", note: "Warned the member" });
    const mine = await reporter.agent.get("/api/reports/mine");
    expect(mine.body[0]).toMatchObject({ id, status: "actioned" });
  });

  it("refuses any other move with 409 and its text", async () => {
    const { id } = await reportSomething();
    const skip = await admin.agent.patch(`/api/admin/reports/${id}`).send({ status: "actioned" });
    expect(skip.status).toBe(409);
    expect(skip.body.message).toBe(SAFETY_MESSAGES.reportMoveRefused("open", "actioned"));
    await admin.agent.patch(`/api/admin/reports/${id}`).send({ status: "reviewing" });
    await admin.agent.patch(`/api/admin/reports/${id}`).send({ status: "dismissed" });
    const reopen = await admin.agent.patch(`/api/admin/reports/${id}`).send({ status: "open" });
    expect(reopen.status).toBe(409);
  });

  it("answers 404 for an unknown report and 400 for an unknown status", async () => {
    expect((await admin.agent.patch(`/api/admin/reports/${UNKNOWN_ID}`).send({ status: "reviewing" })).status).toBe(
      404,
    );
    const { id } = await reportSomething();
    expect((await admin.agent.patch(`/api/admin/reports/${id}`).send({ status: "done" })).status).toBe(400);
  });

  it("lists one status with ?status= (the Open Reports tile), and refuses an unknown one with 400", async () => {
    const open = await reportSomething();
    const moved = await reportSomething();
    await admin.agent.patch(`/api/admin/reports/${moved.id}`).send({ status: "reviewing" });
    const ids = async (status: string) => {
      const response = await admin.agent.get(`/api/admin/reports?status=${status}&limit=200`);
      expect(response.status).toBe(200);
      return (response.body as { id: string; status: string }[]).map((entry) => {
        expect(entry.status).toBe(status);
        return entry.id;
      });
    };
    expect(await ids("open")).toContain(open.id);
    expect(await ids("open")).not.toContain(moved.id);
    expect(await ids("reviewing")).toContain(moved.id);
    expect((await admin.agent.get("/api/admin/reports?status=done")).status).toBe(400);
    expect((await admin.agent.get("/api/admin/reports?status=open%00")).status).toBe(400);
  });

  it("pages the admin list newest first", async () => {
    await reportSomething();
    await reportSomething();
    const first = await admin.agent.get("/api/admin/reports?limit=1");
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(1);
    expect(first.headers[PAGE.nextCursorHeader.toLowerCase()]).toBeTruthy();
  });
});
