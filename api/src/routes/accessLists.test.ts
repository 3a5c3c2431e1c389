import { VALIDATION_MESSAGES as V } from "@kindred/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { SpaceOffer, SpaceRequest, type User } from "../db/models";
import { type Agent, signedInAgent } from "../test/agent";
import { createSpaceOffer, createSpaceRequest } from "../test/factories";
import { useTestApp } from "../test/routeTest";

const { app, visitor } = useTestApp();

/** An offer's `accessFeatures` and a request's `accessNeeds` behave alike on their routes. */
const SIDES = [
  {
    path: "/api/space-offers",
    field: "accessFeatures",
    valid: {
      spaceName: "Ramp House",
      description: "A ground-floor hall with a ramp and a hearing loop.",
      spaceType: "classroom",
      address: "12 Access Way, Denver, CO",
      capacity: 30,
      availability: ["weekday-evening"],
      supportedCauses: ["community-education", "workshop"],
      contactName: "Ramp Host",
      contactEmail: "ramp.host@example.org",
    },
    create: (user: User) => createSpaceOffer({ user }),
    stored: async (id: string) => (await SpaceOffer.findByPk(id))?.accessFeatures,
  },
  {
    path: "/api/space-requests",
    field: "accessNeeds",
    valid: {
      title: "Signing choir rehearsals",
      description: "A choir that signs and sings; some of us use wheelchairs.",
      spaceType: "classroom",
      location: "downtown",
      participants: 15,
      values: ["creative-arts", "performance"],
      contactName: "Choir Lead",
      contactEmail: "choir.lead@example.org",
    },
    create: (user: User) => createSpaceRequest({ user }),
    stored: async (id: string) => (await SpaceRequest.findByPk(id))?.accessNeeds,
  },
] as const;

let member: { agent: Agent; user: User };
beforeAll(async () => {
  member = await signedInAgent(app());
});

describe.each(SIDES)("$field of $path", ({ path, field, valid, create, stored }) => {
  it("are stored from the create form without duplicates, and empty when not given", async () => {
    const created = await member.agent
      .post(path)
      .send({ ...valid, [field]: ["step-free-entry", "hearing-loop", "step-free-entry"] });
    expect(created.status).toBe(201);
    expect(created.body[field]).toEqual(["step-free-entry", "hearing-loop"]);
    expect(await stored(created.body.id)).toEqual(["step-free-entry", "hearing-loop"]);
    const plain = await member.agent.post(path).send(valid);
    expect(plain.body[field]).toEqual([]);
  });

  it("change with an update and show on the public page", async () => {
    const listing = await create(member.user);
    const updated = await member.agent.put(`${path}/${listing.id}`).send({ [field]: ["elevator"] });
    expect(updated.status).toBe(200);
    expect(await stored(listing.id)).toEqual(["elevator"]);
    expect((await visitor().get(`${path}/${listing.id}`)).body[field]).toEqual(["elevator"]);
  });

  it("refuse an id outside the contract's list with the field message", async () => {
    const response = await member.agent.post(path).send({ ...valid, [field]: ["moat"] });
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([{ path: `${field}.0`, message: V.unknownChoice }]);
  });
});
