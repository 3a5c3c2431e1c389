import { SEARCH_KINDS, type SearchBackend, type SearchDocument, type SearchKind } from "@kindred/search";
import { database } from "../../db/database";
import { allDocuments } from "./documents";

const POSTGRES_SEARCH_INDEXES = [
  "space_requests_search_vector",
  "space_offers_search_vector",
  "users_search_vector",
  "space_requests_title_search",
  "space_offers_name_search",
  "users_name_search",
  "search_terms_trigram_words",
  "search_names_newest",
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

type Rebuildable = SearchBackend & {
  /** A backend that cannot swap indexes is emptied first instead. */
  clear?: () => Promise<void>;
  rebuild?: (kind: SearchKind, batches: AsyncIterable<SearchDocument[]>) => Promise<void>;
};

/**
 * Rebuilds `backend` from the database and empties the outbox (everything in it is now applied).
 * An external backend fills new indexes and swaps them in, so search never answers empty
 * meanwhile; the PostgreSQL backend searches the tables themselves, so it has nothing to swap
 * and only rebuilds its word list and indexes in place. Returns how many documents of each kind
 * the database holds.
 */
export const reindex = async (
  backend: Rebuildable,
  log: (line: string) => void = () => {},
): Promise<Record<SearchKind, number>> => {
  // Rows written while this runs are queued after this point and applied by the worker.
  await database().query(`DELETE FROM search_outbox WHERE "createdAt" <= now()`);
  const counts = { spaceRequest: 0, spaceOffer: 0, user: 0 };
  if (backend.name === "postgres") {
    await database().transaction(async (transaction) => {
      await database().query(REBUILD_SEARCH_TERMS, { transaction });
      // The names search reads newest first (the triggers keep them after).
      await database().query("SELECT search_names_rebuild()", { transaction });
    });
    for (const index of POSTGRES_SEARCH_INDEXES) await database().query(`REINDEX INDEX ${index}`);
    await database().query("ANALYZE space_requests, space_offers, users, search_terms, search_names");
  } else if (!backend.rebuild) {
    await backend.clear?.();
  }
  for (const kind of SEARCH_KINDS) {
    const counted = async function* () {
      for await (const batch of allDocuments(kind)) {
        counts[kind] += batch.length;
        yield batch;
      }
    };
    if (backend.name !== "postgres" && backend.rebuild) await backend.rebuild(kind, counted());
    else for await (const batch of counted()) if (backend.name !== "postgres") await backend.indexMany(batch);
    log(`  ${kind}: ${counts[kind]}`);
  }
  return counts;
};
