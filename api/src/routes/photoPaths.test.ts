import { SERVER_MESSAGES } from "@kindred/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { SpaceOffer, SpaceRequest, User } from "../db/models";
import { type Agent, signedInAgent } from "../test/agent";
import { createSpaceOffer, createSpaceRequest } from "../test/factories";
import { useTestApp } from "../test/routeTest";

const { app } = useTestApp();

/** Image URLs that would make every viewer's browser call another site, or run something. */
const FOREIGN = [
  "http://tracker.example/pixel.gif",
  "https://tracker.example/pixel.gif",
  "//tracker.example/pixel.gif",
  "data:image/gif;base64,R0lGODlhAQABAAAAACw=",
  "javascript:alert(1)",
  "/objects//tracker.example/pixel.gif",
  "/api/logout",
];
const OWN_PHOTO = "/objects/0d9c6a3e-8f6b-4c1e-9d2a-0b1c2d3e4f50";

const SIDES = [
  {
    path: "/api/space-offers",
    valid: {
      spaceName: "Pixel Hall",
      description: "A hall whose photos must come from this server.",
      spaceType: "classroom",
      address: "12 Pixel Way, Denver, CO",
      capacity: 30,
      availability: ["weekday-evening"],
      supportedCauses: ["community-education", "workshop"],
      contactName: "Pixel Host",
      contactEmail: "pixel.host@example.org",
    },
    create: (user: User) => createSpaceOffer({ user }),
    stored: async (id: string) => (await SpaceOffer.findByPk(id))?.imageUrls,
  },
  {
    path: "/api/space-requests",
    valid: {
      title: "Pixel-free choir",
      description: "A choir whose photos must come from this server.",
      spaceType: "classroom",
      location: "downtown",
      participants: 15,
      values: ["creative-arts", "performance"],
      contactName: "Choir Lead",
      contactEmail: "choir.lead@example.org",
    },
    create: (user: User) => createSpaceRequest({ user }),
    stored: async (id: string) => (await SpaceRequest.findByPk(id))?.imageUrls,
  },
] as const;

let member: { agent: Agent; user: User };
beforeAll(async () => {
  member = await signedInAgent(app());
});

describe.each(SIDES)("imageUrls of $path", ({ path, valid, create, stored }) => {
  it("keep this server's /objects/ paths", async () => {
    const created = await member.agent.post(path).send({ ...valid, imageUrls: [OWN_PHOTO] });
    expect(created.status, created.text).toBe(201);
    expect(await stored(created.body.id)).toEqual([OWN_PHOTO]);
  });

  it.each(FOREIGN)("refuse %j with 400 and the field message, on create and on update", async (url) => {
    const created = await member.agent.post(path).send({ ...valid, imageUrls: [OWN_PHOTO, url] });
    expect(created.status).toBe(400);
    expect(created.body.issues).toEqual([{ path: "imageUrls.1", message: SERVER_MESSAGES.notAnUploadedPhoto }]);

    const listing = await create(member.user);
    const updated = await member.agent.put(`${path}/${listing.id}`).send({ imageUrls: [url] });
    expect(updated.status).toBe(400);
    expect(updated.body.issues).toEqual([{ path: "imageUrls.0", message: SERVER_MESSAGES.notAnUploadedPhoto }]);
    expect(await stored(listing.id)).toEqual(listing.imageUrls);
  });
});

describe("profileImageUrl of PUT /api/auth/user", () => {
  const profile = { firstName: "Pia", lastName: "Pixel" };

  it("keeps this server's /objects/ path", async () => {
    const response = await member.agent.put("/api/auth/user").send({ ...profile, profileImageUrl: OWN_PHOTO });
    expect(response.status, response.text).toBe(200);
    expect((await User.findByPk(member.user.id))?.profileImageUrl).toBe(OWN_PHOTO);
  });

  it.each(FOREIGN)("refuses %j with 400 and the field message", async (url) => {
    const response = await member.agent.put("/api/auth/user").send({ ...profile, profileImageUrl: url });
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([{ path: "profileImageUrl", message: SERVER_MESSAGES.notAnUploadedPhoto }]);
  });
});
