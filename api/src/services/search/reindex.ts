import { SEARCH_KINDS, type SearchBackend, type SearchKind } from "@kindred/search";
import { database } from "../../db/database";
import { allDocuments } from "./documents";

const POSTGRES_SEARCH_INDEXES = [
  "space_requests_search_vector",
  "space_offers_search_vector",
  "users_search_vector",
  "space_requests_title_search",
  "space_offers_name_search",
  "users_name_search",
  "search_terms_trigram_gin",
];

/** The word list typo correction draws on, rebuilt from the rows (words no row uses any more go). */
const REBUILD_SEARCH_TERMS = `
  DELETE FROM search_terms;
  INSERT INTO search_terms ("term")
    SELECT DISTINCT word
      FROM (
        SELECT concat_ws(' ', "title", array_to_string("values", ' '), "description", "spaceType", "location") FROM space_requests
        UNION ALL
        SELECT concat_ws(' ', "spaceName", array_to_string("supportedCauses", ' '), "description", "spaceType", "address") FROM space_offers
        UNION ALL
        SELECT concat_ws(' ', "firstName", "lastName", "bio", "location", array_to_string("interests", ' ')) FROM users
      ) AS source(words),
      regexp_split_to_table(lower(words), '[^[:alnum:]]+') AS word
     WHERE length(word) BETWEEN 3 AND 40
    ON CONFLICT DO NOTHING`;

type Clearable = SearchBackend & { clear?: () => Promise<void> };

/**
 * Rebuilds `backend` from the database and empties the outbox (everything in it is now applied).
 * Returns how many documents of each kind the database holds.
 */
export const reindex = async (
  backend: Clearable,
  log: (line: string) => void = () => {},
): Promise<Record<SearchKind, number>> => {
  // Rows written while this runs are queued after this point and applied by the worker.
  await database().query(`DELETE FROM search_outbox WHERE "createdAt" <= now()`);
  const counts = { spaceRequest: 0, spaceOffer: 0, user: 0 };
  if (backend.name === "postgres") {
    await database().transaction((transaction) => database().query(REBUILD_SEARCH_TERMS, { transaction }));
    for (const index of POSTGRES_SEARCH_INDEXES) await database().query(`REINDEX INDEX ${index}`);
    await database().query("ANALYZE space_requests, space_offers, users, search_terms");
  } else {
    await backend.clear?.();
  }
  for (const kind of SEARCH_KINDS) {
    for await (const batch of allDocuments(kind)) {
      if (backend.name !== "postgres") await backend.indexMany(batch);
      counts[kind] += batch.length;
    }
    log(`  ${kind}: ${counts[kind]}`);
  }
  return counts;
};
