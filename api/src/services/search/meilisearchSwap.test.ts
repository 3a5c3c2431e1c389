import { randomUUID } from "node:crypto";
import { createMeilisearchBackend } from "@kindred/search/meilisearch";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../test/database";
import { createSpaceOffer } from "../../test/factories";
import { type MeilisearchDouble, startMeilisearchDouble } from "../../test/meilisearchDouble";
import { reindex } from "./reindex";

useTestDatabase();

// The recorded protocol double stands in only where no real server runs; with MEILI_URL the
// backend contract suite (meilisearchBackend.test.ts) meets the real one.
describe.skipIf(Boolean(process.env.MEILI_URL))("Meilisearch reindex (protocol double)", () => {
  let double: MeilisearchDouble;
  beforeAll(async () => {
    double = await startMeilisearchDouble();
  });
  afterAll(() => double.close());

  it("fills a fresh index with its settings and swaps it in, never emptying the live one", async () => {
    const backend = createMeilisearchBackend({ url: double.url, key: null, indexPrefix: "t_" });
    const staleId = randomUUID();
    const fresh = await createSpaceOffer({ spaceName: "Swapped Studio" });
    await backend.configure();
    double.indexes.get("t_space_offers")?.set(staleId, { id: staleId, spaceName: "Stale Shed", isActive: true });
    double.calls.length = 0;

    await reindex(backend);

    const filled = double.calls.indexOf("POST /indexes/t_space_offers_rebuild/documents");
    const swapped = double.calls.indexOf("POST /swap-indexes", filled);
    expect(double.calls.indexOf("PATCH /indexes/t_space_offers_rebuild/settings")).toBeLessThan(filled);
    expect(filled).toBeGreaterThan(-1);
    expect(swapped).toBeGreaterThan(filled);
    expect(double.calls).not.toContain("DELETE /indexes/t_space_offers/documents");
    expect(double.calls.slice(swapped)).toContain("DELETE /indexes/t_space_offers_rebuild");
    expect(double.settings.get("t_space_offers_rebuild")).toMatchObject({
      filterableAttributes: ["isActive", "isSponsored", "userId"],
    });

    expect([...(double.indexes.get("t_space_offers")?.keys() ?? [])]).toEqual([fresh.id]);
    expect(double.indexes.has("t_space_offers_rebuild")).toBe(false);
    expect((await backend.search("Swapped")).spaceOffers.map((hit) => hit.id)).toEqual([fresh.id]);
  });
});
