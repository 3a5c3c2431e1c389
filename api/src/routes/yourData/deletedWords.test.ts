import { randomBytes } from "node:crypto";
import { QueryTypes } from "sequelize";
import { describe, expect, it } from "vitest";
import { database } from "../../db/database";
import { signedInAgent } from "../../test/agent";
import { createSpaceOffer, createSpaceRequest, createUser, TEST_PASSWORD } from "../../test/factories";
import { useTestApp } from "../../test/routeTest";

const { app } = useTestApp();

/**
 * A made-up word no other test writes: letters only, so it is a term of its own. Consonants and
 * a final "t", so the English stemmer leaves it whole and takes only a plural "s" off.
 */
const CONSONANTS = "bcdfghjklmnpqrstvwxz";
const word = (stem: string) =>
  `${stem}${[...randomBytes(6)].map((byte) => CONSONANTS[byte % CONSONANTS.length]).join("")}t`;

const rows = <T extends object>(sql: string, replacements: Record<string, unknown>) =>
  database().query<T>(sql, { replacements, type: QueryTypes.SELECT });

const termsAmong = async (words: string[]) =>
  (await rows<{ term: string }>(`SELECT "term" FROM search_terms WHERE "term" IN (:words)`, { words }))
    .map((row) => row.term)
    .sort();

describe("a deleted member's words", () => {
  it("leave every search table: the word list, the names, the vectors, and the external index by the outbox", async () => {
    const own = {
      first: word("quorv"),
      last: word("plims"),
      bio: word("zanth"),
      title: word("vellum"),
      offerName: word("brindle"),
      paused: word("hollow"),
    };
    const shared = word("common");
    const { agent, user } = await signedInAgent(
      app(),
      await createUser({ firstName: own.first, lastName: own.last, bio: `I love ${own.bio} and ${shared}` }),
    );
    const request = await createSpaceRequest({ user, title: `Class of ${own.title}` });
    const offer = await createSpaceOffer({ user, spaceName: `The ${own.offerName} room` });
    const pausedOffer = await createSpaceOffer({ user, spaceName: `The ${own.paused} hall`, isActive: false });
    // Someone else uses the shared word, in a paused offer (outside the offers' search index).
    await createSpaceOffer({ spaceName: `A ${shared} hall`, isActive: false });
    const everyWord = [...Object.values(own), shared];
    expect(await termsAmong(everyWord)).toEqual([...everyWord].sort());
    const ids = [user.id, request.id, offer.id, pausedOffer.id];
    expect(await rows(`SELECT 1 FROM search_names WHERE "id" IN (:ids)`, { ids })).toHaveLength(3);

    const deleted = await agent.delete("/api/auth/user").send({ password: TEST_PASSWORD });
    expect(deleted.status).toBe(204);

    expect(await termsAmong(everyWord)).toEqual([shared]);
    expect(await rows(`SELECT 1 FROM search_names WHERE "id" IN (:ids)`, { ids })).toEqual([]);
    const vectors = await rows(
      `SELECT "id" FROM users WHERE "id" = :user
       UNION ALL SELECT "id" FROM space_requests WHERE "userId" = :user
       UNION ALL SELECT "id" FROM space_offers WHERE "userId" = :user`,
      { user: user.id },
    );
    expect(vectors).toEqual([]);
    // An external backend (Meilisearch) is told to drop each document.
    const queued = await rows<{ entity: string; entityId: string }>(
      `SELECT "entity", "entityId" FROM search_outbox WHERE "op" = 'delete' AND "entityId" IN (:ids)`,
      { ids },
    );
    expect(queued.map((row) => row.entityId).sort()).toEqual([...ids].sort());

    // Typo correction has nothing left to turn a near miss into the departed member's name.
    const search = await agent.get(`/api/search?q=${own.first.slice(0, -1)}x`);
    expect(JSON.stringify(search.body)).not.toContain(own.first);
  });

  it("stay when another member's profile or active listing uses them, stemmed as search stems them", async () => {
    const shared = word("lantern");
    const { agent } = await signedInAgent(app(), await createUser({ bio: `${shared}s everywhere` }));
    await createSpaceOffer({ spaceName: `${shared} house` });
    await createUser({ bio: `One ${shared}` });
    expect((await agent.delete("/api/auth/user").send({ password: TEST_PASSWORD })).status).toBe(204);
    // "<word>s" stems to "<word>", which the offer and the other profile still say.
    expect(await termsAmong([shared, `${shared}s`])).toEqual([shared, `${shared}s`].sort());
  });
});
