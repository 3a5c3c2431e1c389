import { randomBytes } from "node:crypto";
import { createMeilisearchBackend } from "@kindred/search/meilisearch";
import { useTestDatabase } from "../../test/database";
import { describeSearchBackendSuite } from "../../test/searchBackendSuite";

useTestDatabase();
const url = process.env.MEILI_URL;

// Runs only against a real Meilisearch; without one the suite shows up as skipped, by name.
describeSearchBackendSuite(
  url ? "Meilisearch search backend" : "Meilisearch search backend (skipped: MEILI_URL not set)",
  async () => {
    const backend = createMeilisearchBackend({
      url: url ?? "",
      key: process.env.MEILI_KEY ?? null,
      // Fresh indexes per run, so runs never see each other's documents.
      indexPrefix: `test_${randomBytes(4).toString("hex")}_`,
    });
    await backend.configure();
    return backend;
  },
  { skip: !url },
);
