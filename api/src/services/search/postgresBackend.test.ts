import { createPostgresSearchBackend } from "@kindred/search/postgres";
import { expect, it } from "vitest";
import { useTestDatabase } from "../../test/database";
import { createSpaceRequest } from "../../test/factories";
import { describeSearchBackendSuite } from "../../test/searchBackendSuite";
import { databaseSqlClient, postgresSearchBackend } from "./backend";

useTestDatabase();

describeSearchBackendSuite("PostgreSQL search backend", async () => postgresSearchBackend());

it("ranks a name match first even when more rows mention the word than it ranks", async () => {
  const quiet = { values: ["education"], spaceType: "studio", location: "rino" };
  for (let i = 0; i < 3; i++) {
    await createSpaceRequest({ ...quiet, title: `Evening circle ${i}`, description: "Tea at the Ottoline." });
  }
  const inTitle = await createSpaceRequest({ ...quiet, title: "Ottoline reading room" });
  // A window of two: the title match is found by the name index, not crowded out.
  const backend = createPostgresSearchBackend(databaseSqlClient(), { rankedCandidates: 2 });
  const hits = (await backend.search("ottoline")).spaceRequests;
  expect(hits[0]?.id).toBe(inTitle.id);
  expect(hits.length).toBeLessThanOrEqual(4);
});
