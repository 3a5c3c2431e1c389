import { SERVER_MESSAGES, type SpaceOfferInput, VALIDATION_MESSAGES as V } from "@kindred/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { type Agent, signedInAgent } from "../../test/agent";
import { useTestApp } from "../../test/routeTest";

const { app } = useTestApp();

const validOffer: SpaceOfferInput = {
  spaceName: "Larkspur Hall",
  description: "A community hall with a sprung floor.",
  spaceType: "studio",
  address: "12 Larkspur Lane, Denver, CO 80211",
  capacity: 25,
  availability: ["weekday-morning"],
  supportedCauses: ["wellness-healing"],
  contactName: "Ines Larkspur",
  contactEmail: "ines@example.org",
};

let host: Agent;
let offerId: string;
beforeAll(async () => {
  host = (await signedInAgent(app())).agent;
  offerId = (await host.post("/api/space-offers").send(validOffer)).body.id;
});
const putForm = (capacity: string) => host.put(`/api/space-offers/${offerId}`).type("form").send({ capacity });

describe("whole-number fields over HTTP", () => {
  it.each([true, [12], "0x10", "1e3", "12", ""])(
    "refuses capacity %j in a JSON body with the field message",
    async (capacity) => {
      const response = await host.post("/api/space-offers").send({ ...validOffer, capacity });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        message: SERVER_MESSAGES.validation,
        issues: [{ path: "capacity", message: V.capacityMin }],
      });
    },
  );

  it("lists a JSON body's other field errors beside the number's", async () => {
    const response = await host.post("/api/space-offers").send({ ...validOffer, capacity: true, spaceName: "" });
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual(
      expect.arrayContaining([
        { path: "capacity", message: V.capacityMin },
        { path: "spaceName", message: V.required },
      ]),
    );
  });

  it.each(["0x10", "1e3", "true", "-4", "12.5"])("refuses capacity %j in a form body", async (capacity) => {
    const response = await putForm(capacity);
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([{ path: "capacity", message: V.capacityMin }]);
  });

  it("takes decimal digits from a form body and a JSON number from a JSON body", async () => {
    const fromForm = await putForm(" 16 ");
    expect(fromForm.status).toBe(200);
    expect(fromForm.body.capacity).toBe(16);
    const fromJson = await host.post("/api/space-offers").send({ ...validOffer, capacity: 1000 });
    expect(fromJson.status).toBe(201);
    expect(fromJson.body.capacity).toBe(1000);
  });

  it.each(["0x10", "1e1", "true"])("refuses a list limit of %j", async (limit) => {
    const response = await host.get(`/api/favorites?limit=${limit}`);
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([{ path: "limit", message: V.wholeNumber }]);
  });
});
