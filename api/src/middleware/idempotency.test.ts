import { SERVER_MESSAGES, type SpaceOfferInput } from "@kindred/contract";
import { QueryTypes } from "sequelize";
import { describe, expect, it } from "vitest";
import { SpaceOffer, User } from "../db/models";
import { IDEMPOTENCY_CLAIM_LEASE_SECONDS } from "../services/idempotency/idempotencyKeys";
import { signedInAgent } from "../test/agent";
import { useTestApp } from "../test/routeTest";

const { app, db, visitor } = useTestApp();

const offer: SpaceOfferInput = {
  spaceName: "Quillfeather Loft",
  description: "A bright loft above the bakery.",
  spaceType: "studio",
  address: "8 Quill Street, Denver, CO 80211",
  capacity: 12,
  availability: ["weekday-evening"],
  supportedCauses: ["wellness-healing"],
  contactName: "Quinn Feather",
  contactEmail: "quinn@example.org",
};

const offersOf = (user: User) => SpaceOffer.count({ where: { userId: user.id } });

describe("Idempotency-Key on POST", () => {
  it("answers a retry with the first answer instead of creating a second listing", async () => {
    const { agent, user } = await signedInAgent(app());
    const first = await agent.post("/api/space-offers").set("Idempotency-Key", "offer-1").send(offer);
    expect(first.status).toBe(201);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    const retry = await agent.post("/api/space-offers").set("Idempotency-Key", "offer-1").send(offer);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(await offersOf(user)).toBe(1);
  });

  it("runs every request without a key, and keeps one member's key apart from another's", async () => {
    const one = await signedInAgent(app());
    const two = await signedInAgent(app());
    await one.agent.post("/api/space-offers").send(offer);
    await one.agent.post("/api/space-offers").send(offer);
    expect(await offersOf(one.user)).toBe(2);
    const mine = await one.agent.post("/api/space-offers").set("Idempotency-Key", "shared").send(offer);
    const theirs = await two.agent.post("/api/space-offers").set("Idempotency-Key", "shared").send(offer);
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect(await offersOf(two.user)).toBe(1);
  });

  it("frees the key when the request fails, so the corrected retry runs", async () => {
    const { agent, user } = await signedInAgent(app());
    const refused = await agent
      .post("/api/space-offers")
      .set("Idempotency-Key", "fix-me")
      .send({ ...offer, capacity: 0 });
    expect(refused.status).toBe(400);
    const fixed = await agent.post("/api/space-offers").set("Idempotency-Key", "fix-me").send(offer);
    expect(fixed.status).toBe(201);
    expect(fixed.headers["idempotent-replayed"]).toBeUndefined();
    expect(await offersOf(user)).toBe(1);
  });

  it("refuses a key reused for another route with 422, and a malformed key with 400", async () => {
    const { agent } = await signedInAgent(app());
    await agent.post("/api/space-offers").set("Idempotency-Key", "one-use").send(offer);
    const reused = await agent.post("/api/feedback").set("Idempotency-Key", "one-use").send({ message: "Hello" });
    expect(reused.status).toBe(422);
    expect(reused.body.message).toBe(SERVER_MESSAGES.idempotencyKeyReused);
    const malformed = await agent.post("/api/space-offers").set("Idempotency-Key", "has spaces").send(offer);
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe(SERVER_MESSAGES.idempotencyKeyInvalid);
  });

  it("refuses the key reused with a different body with 422, and runs nothing", async () => {
    const { agent, user } = await signedInAgent(app());
    const first = await agent.post("/api/space-offers").set("Idempotency-Key", "one-body").send(offer);
    expect(first.status).toBe(201);
    const changed = await agent
      .post("/api/space-offers")
      .set("Idempotency-Key", "one-body")
      .send({ ...offer, spaceName: "Another Loft" });
    expect(changed.status).toBe(422);
    expect(changed.body.message).toBe(SERVER_MESSAGES.idempotencyKeyReused);
    expect(changed.headers["idempotent-replayed"]).toBeUndefined();
    expect(await offersOf(user)).toBe(1);
    // The first body still replays, whatever its key order and spacing.
    const reordered = Object.fromEntries(Object.entries(offer).reverse());
    const retry = await agent
      .post("/api/space-offers")
      .set("Idempotency-Key", "one-body")
      .set("Content-Type", "application/json")
      .send(JSON.stringify(reordered, null, 2));
    expect(retry.status).toBe(201);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.body).toEqual(first.body);
  });

  it("scopes a visitor's key by its body: another body from the same address runs as its own request", async () => {
    const person = (name: string) => ({
      email: `${name}.scoped@example.org`,
      password: "kindred-pass-123",
      firstName: name,
      lastName: "Scoped",
    });
    const first = await visitor().post("/api/auth/register").set("Idempotency-Key", "same-key").send(person("ada"));
    expect(first.status).toBe(201);
    const other = await visitor().post("/api/auth/register").set("Idempotency-Key", "same-key").send(person("bea"));
    expect(other.status).toBe(201);
    expect(other.headers["idempotent-replayed"]).toBeUndefined();
    expect(other.body.id).not.toBe(first.body.id);
    expect(other.body.email).toBe("bea.scoped@example.org");
  });

  it("fingerprints an absurdly nested body without failing", async () => {
    const { agent } = await signedInAgent(app());
    const nested = `${"[".repeat(5_000)}${"]".repeat(5_000)}`;
    const response = await agent
      .post("/api/space-offers")
      .set("Idempotency-Key", "deep")
      .set("Content-Type", "application/json")
      .send(`{"spaceName":${nested}}`);
    expect(response.status).toBe(400);
  });

  it("replays a visitor's registration by IP instead of answering 'email taken'", async () => {
    const body = { email: "wren.idem@example.org", password: "kindred-pass-123", firstName: "Wren", lastName: "Idem" };
    const first = await visitor().post("/api/auth/register").set("Idempotency-Key", "signup-1").send(body);
    expect(first.status).toBe(201);
    const retry = await visitor().post("/api/auth/register").set("Idempotency-Key", "signup-1").send(body);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(await User.count({ where: { email: body.email } })).toBe(1);
    const fresh = await visitor().post("/api/auth/register").send(body);
    expect(fresh.body.message).toBe(SERVER_MESSAGES.emailTaken);
  });

  it("answers 409 to a retry while the first request with the key is still running", async () => {
    const { agent, user } = await signedInAgent(app());
    await db.sequelize.query(
      `INSERT INTO idempotency_keys ("scope", "key", "method", "path") VALUES ($1, 'in-flight', 'POST', '/api/space-offers')`,
      { bind: [`member:${user.id}`], type: QueryTypes.INSERT },
    );
    const retry = await agent.post("/api/space-offers").set("Idempotency-Key", "in-flight").send(offer);
    expect(retry.status).toBe(409);
    expect(retry.body.message).toBe(SERVER_MESSAGES.idempotencyKeyRunning);
    expect(await offersOf(user)).toBe(0);
  });

  it("runs a retry afresh once a claim without an answer has lapsed (its process died mid-request)", async () => {
    const { agent, user } = await signedInAgent(app());
    await db.sequelize.query(
      `INSERT INTO idempotency_keys ("scope", "key", "method", "path", "createdAt")
       VALUES ($1, 'abandoned', 'POST', '/api/space-offers', now() - interval '${IDEMPOTENCY_CLAIM_LEASE_SECONDS + 1} seconds')`,
      { bind: [`member:${user.id}`], type: QueryTypes.INSERT },
    );
    const retry = await agent.post("/api/space-offers").set("Idempotency-Key", "abandoned").send(offer);
    expect(retry.status).toBe(201);
    expect(await offersOf(user)).toBe(1);
    const again = await agent.post("/api/space-offers").set("Idempotency-Key", "abandoned").send(offer);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(await offersOf(user)).toBe(1);
  });

  it("keeps an answer for 24 hours only", async () => {
    const { agent, user } = await signedInAgent(app());
    await agent.post("/api/space-offers").set("Idempotency-Key", "old").send(offer);
    await db.sequelize.query(
      `UPDATE idempotency_keys SET "createdAt" = now() - interval '25 hours' WHERE "key" = 'old'`,
      { type: QueryTypes.UPDATE },
    );
    const later = await agent.post("/api/space-offers").set("Idempotency-Key", "old").send(offer);
    expect(later.headers["idempotent-replayed"]).toBeUndefined();
    expect(await offersOf(user)).toBe(2);
  });
});
