import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { Match, Notification, SpaceOffer, SpaceRequest } from "../../db/models";
import { useTestDatabase } from "../../test/database";
import { createSpaceOffer, createUser, newOfferBody, newRequestBody } from "../../test/factories";
import { createAndMatchOffer, createAndMatchRequest } from "./runMatching";

const db = useTestDatabase();

const requestBody = newRequestBody({
  title: "Wheel throwing for beginners",
  spaceType: "studio",
  participants: 12,
  values: ["creative-arts", "community-education", "workshop"],
});
const offerBody = newOfferBody({ spaceName: "Clay corner" });

describe("createAndMatchRequest / createAndMatchOffer (the create routes, without an Idempotency-Key)", () => {
  it("writes the listing, matches it and notifies both owners before answering the listing's row", async () => {
    const offer = await createSpaceOffer({
      spaceType: "studio",
      supportedCauses: ["creative-arts", "workshop"],
      capacity: 20,
    });
    const seeker = await createUser();

    const request = await createAndMatchRequest(seeker.id, requestBody);

    expect(request).toMatchObject({ userId: seeker.id, title: requestBody.title, status: "pending" });
    expect(request).not.toHaveProperty("commitsLater");
    expect(await SpaceRequest.findByPk(request.id)).toMatchObject({ status: "matched" });
    const matches = await Match.findAll({ where: { spaceRequestId: request.id } });
    expect(matches.map((match) => match.spaceOfferId)).toEqual([offer.id]);
    const notified = await Notification.findAll({ where: { matchId: matches[0].id } });
    expect(notified.map((notification) => notification.userId).sort()).toEqual([seeker.id, offer.userId].sort());
  });

  it("matches a new offer against the open requests the same way", async () => {
    const host = await createUser();
    const seeker = await createUser();
    const request = await createAndMatchRequest(seeker.id, requestBody);

    const offer = await createAndMatchOffer(host.id, offerBody);

    expect(await SpaceOffer.findByPk(offer.id)).toMatchObject({ userId: host.id, spaceName: offerBody.spaceName });
    expect(await Match.count({ where: { spaceRequestId: request.id, spaceOfferId: offer.id } })).toBe(1);
  });

  it("fails with the insert's error when the listing cannot be written, and matches nothing", async () => {
    await createSpaceOffer({ spaceType: "studio", supportedCauses: ["creative-arts", "workshop"], capacity: 20 });
    const requestsBefore = await SpaceRequest.count();
    const matchesBefore = await Match.count();

    await expect(createAndMatchRequest(randomUUID(), requestBody)).rejects.toThrow(/foreign key/);

    expect(await SpaceRequest.count()).toBe(requestsBefore);
    expect(await Match.count()).toBe(matchesBefore);
  });

  it("in a caller's transaction writes the listing in it and matches it only once it commits", async () => {
    await createSpaceOffer({ spaceType: "studio", supportedCauses: ["creative-arts", "workshop"], capacity: 20 });
    const seeker = await createUser();
    const transaction = await db.sequelize.transaction();
    const request = await createAndMatchRequest(seeker.id, requestBody, transaction);
    expect(await SpaceRequest.count({ where: { id: request.id } })).toBe(0);
    expect(await Match.count({ where: { spaceRequestId: request.id } })).toBe(0);

    await transaction.commit();

    await expect.poll(() => Match.count({ where: { spaceRequestId: request.id } })).toBeGreaterThan(0);
  });
});
