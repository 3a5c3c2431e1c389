import type { SearchBackend, SearchDocument } from "@kindred/search";
import { describe, expect, it } from "vitest";
import { SearchOutbox } from "../../db/models";
import { useTestDatabase } from "../../test/database";
import { createSpaceOffer, createSpaceRequest, createUser } from "../../test/factories";
import { postgresSearchBackend } from "./backend";
import { reindex } from "./reindex";

const db = useTestDatabase();

describe("npm run search:reindex", () => {
  it("sends every document to an external backend, clearing it first, and empties the outbox", async () => {
    await createSpaceRequest();
    await createSpaceOffer({ isActive: false });
    await createUser();
    const received: SearchDocument[] = [];
    let cleared = false;
    const backend: SearchBackend & { clear: () => Promise<void> } = {
      name: "meilisearch",
      clear: async () => {
        cleared = true;
      },
      index: async (document) => void received.push(document),
      indexMany: async (documents) => void received.push(...documents),
      remove: async () => {},
      search: async () => ({ spaceRequests: [], spaceOffers: [], users: [] }),
      health: async () => ({ backend: "meilisearch", ok: true }),
    };
    const counts = await reindex(backend);
    expect(cleared).toBe(true);
    expect(counts).toEqual({ spaceRequest: 1, spaceOffer: 1, user: 3 });
    expect(received.map((document) => document.kind).sort()).toEqual([
      "spaceOffer",
      "spaceRequest",
      "user",
      "user",
      "user",
    ]);
    // Paused offers are indexed (marked inactive) so resuming needs no reindex; search filters them.
    expect(received.find((document) => document.kind === "spaceOffer")).toMatchObject({ isActive: false });
    expect(JSON.stringify(received)).not.toContain("@");
    expect(await SearchOutbox.count()).toBe(0);
  });

  it("rebuilds the PostgreSQL indexes and still finds what it found", async () => {
    const offer = await createSpaceOffer({ spaceName: "Reindexed Rotunda" });
    const backend = postgresSearchBackend();
    await db.sequelize.query(`INSERT INTO search_terms ("term") VALUES ('rotundaz')`);
    await db.sequelize.query(`INSERT INTO search_names VALUES ('spaceOffer', gen_random_uuid(), now(), 'rotundaz')`);
    await reindex(backend);
    expect((await backend.search("rotunda")).spaceOffers.map((hit) => hit.id)).toEqual([offer.id]);
    // Typo correction still works, and words no row uses are gone.
    expect((await backend.search("rotnda")).spaceOffers.map((hit) => hit.id)).toEqual([offer.id]);
    const [terms] = await db.sequelize.query(`SELECT "term" FROM search_terms WHERE "term" LIKE 'rotund%'`);
    expect(terms).toEqual([{ term: "rotunda" }]);
    // So are names no row has, and the active offer's name is kept.
    const [names] = await db.sequelize.query(`SELECT "id" FROM search_names WHERE "kind" = 'spaceOffer'`);
    expect(names).toEqual([{ id: offer.id }]);
  });
});
