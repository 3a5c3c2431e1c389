import type { SearchBackend, SearchHits } from "@kindred/search";
import { beforeAll, describe, expect, it } from "vitest";
import { presentSearchResult } from "../presenters/search";
import { searchCommunity } from "../services/search/communitySearch";
import { processOutboxBatch } from "../services/search/outboxWorker";
import { createSpaceOffer, createSpaceRequest, createUser } from "./factories";

/** Neutral fields, so only what a test writes can match its query. */
const quietRequest = { values: ["education"], spaceType: "studio", location: "rino" };
const quietOffer = { supportedCauses: ["education"], spaceType: "studio", address: "1 Test Street" };

const ids = (hits: { id: string }[]) => hits.map((hit) => hit.id);

/**
 * The shared test suite of the behaviour every search backend owes `GET /api/search`, run against
 * each backend (`postgresBackend.test.ts`, `meilisearchBackend.test.ts`). Rows are
 * written through the models (so the outbox triggers fire) and `sync` drains the outbox into the
 * backend exactly as the server's worker does.
 */
export const describeSearchBackendSuite = (
  title: string,
  makeBackend: () => Promise<SearchBackend>,
  { skip = false }: { skip?: boolean } = {},
) => {
  describe.skipIf(skip)(title, () => {
    let backend: SearchBackend;
    beforeAll(async () => {
      backend = await makeBackend();
    });

    const sync = async () => {
      while ((await processOutboxBatch(backend)).applied > 0) {}
    };
    const search = async (text: string): Promise<SearchHits> => backend.search(text);

    it("is healthy", async () => {
      expect(await backend.health()).toMatchObject({ ok: true });
    });

    it("ranks a match in the name above one in the description", async () => {
      const inDescription = await createSpaceOffer({
        ...quietOffer,
        spaceName: "Quiet Corner Room",
        description: "Next door to the Larkspur bakery.",
      });
      const inName = await createSpaceOffer({
        ...quietOffer,
        spaceName: "Larkspur Commons",
        description: "A calm room for circles.",
      });
      const requestInDescription = await createSpaceRequest({
        ...quietRequest,
        title: "Evening circle",
        description: "We meet near Fenwick park.",
      });
      const requestInTitle = await createSpaceRequest({
        ...quietRequest,
        title: "Fenwick reading group",
        description: "Books and tea.",
      });
      await sync();
      expect(ids((await search("larkspur")).spaceOffers)).toEqual([inName.id, inDescription.id]);
      expect(ids((await search("fenwick")).spaceRequests)).toEqual([requestInTitle.id, requestInDescription.id]);
    });

    it("ranks a match in the values above one in the description", async () => {
      const inDescription = await createSpaceRequest({
        ...quietRequest,
        title: "Saturday meetup",
        description: "Some permaculture talk over lunch.",
      });
      const inValues = await createSpaceRequest({
        ...quietRequest,
        title: "Saturday garden day",
        description: "Digging beds together.",
        values: ["permaculture"],
      });
      await sync();
      expect(ids((await search("permaculture")).spaceRequests)).toEqual([inValues.id, inDescription.id]);
    });

    it("finds by prefix: 'sunr' finds Sunrise", async () => {
      const offer = await createSpaceOffer({ ...quietOffer, spaceName: "Sunrise Loft" });
      await sync();
      expect(ids((await search("sunr")).spaceOffers)).toContain(offer.id);
    });

    it("tolerates one typo: 'wrkshop' finds a workshop", async () => {
      const request = await createSpaceRequest({ ...quietRequest, title: "Woodturning workshop" });
      const member = await createUser({ firstName: "Marguerite", lastName: "Okonkwo" });
      await sync();
      expect(ids((await search("wrkshop")).spaceRequests)).toContain(request.id);
      expect(ids((await search("margurite")).users)).toContain(member.id);
    });

    it("forgets a deleted listing", async () => {
      const offer = await createSpaceOffer({ ...quietOffer, spaceName: "Thistledown Barn" });
      await sync();
      expect(ids((await search("thistledown")).spaceOffers)).toEqual([offer.id]);
      await offer.destroy();
      await sync();
      expect((await search("thistledown")).spaceOffers).toEqual([]);
    });

    it("follows an update", async () => {
      const request = await createSpaceRequest({ ...quietRequest, title: "Marigold choir practice" });
      await sync();
      expect(ids((await search("marigold")).spaceRequests)).toEqual([request.id]);
      await request.update({ title: "Juniper choir practice" });
      await sync();
      expect((await search("marigold")).spaceRequests).toEqual([]);
      expect(ids((await search("juniper")).spaceRequests)).toEqual([request.id]);
    });

    it("never finds a paused offer, and finds it again once resumed", async () => {
      const offer = await createSpaceOffer({ ...quietOffer, spaceName: "Wrenfield Chapel", isActive: false });
      await sync();
      expect((await search("wrenfield")).spaceOffers).toEqual([]);
      await offer.update({ isActive: true });
      await sync();
      expect(ids((await search("wrenfield")).spaceOffers)).toEqual([offer.id]);
    });

    it("finds members by public fields but never by email, and returns no emails", async () => {
      const member = await createUser({
        firstName: "Philippa",
        lastName: "Quennell",
        email: "quokkasecret@example.org",
        interests: ["beekeeping"],
      });
      const offer = await createSpaceOffer({
        ...quietOffer,
        user: member,
        spaceName: "Quennell Apiary",
        contactEmail: "pzrtkwvbn@example.org",
      });
      await sync();
      expect((await search("quokkasecret")).users).toEqual([]);
      expect((await search("pzrtkwvbn")).spaceOffers).toEqual([]);
      expect(ids((await search("beekeeping")).users)).toContain(member.id);

      const result = JSON.parse(presentSearchResult(await searchCommunity(backend, "quennell")));
      expect(ids(result.users)).toEqual([member.id]);
      expect(ids(result.spaceOffers)).toEqual([offer.id]);
      const body = JSON.stringify(result);
      expect(body).not.toContain("quokkasecret");
      expect(body).not.toContain("pzrtkwvbn");
      expect(result.users[0]).not.toHaveProperty("email");
      expect(result.spaceOffers[0]).not.toHaveProperty("contactEmail");
    });

    it("finds nothing for blank text", async () => {
      expect(await search("  ")).toEqual({ spaceRequests: [], spaceOffers: [], users: [] });
    });

    it("returns at most 10 of each kind", async () => {
      for (let i = 0; i < 12; i++) await createSpaceRequest({ ...quietRequest, title: `Calligraphy evening ${i}` });
      await sync();
      expect((await search("calligraphy")).spaceRequests).toHaveLength(10);
    });
  });
};
