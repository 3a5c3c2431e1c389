import { Meilisearch, type Settings } from "meilisearch";
import {
  emptyHits,
  HITS_KEY,
  SEARCH_KINDS,
  SEARCH_RESULT_LIMIT,
  type SearchBackend,
  type SearchDocument,
  type SearchKind,
} from "./index";

export interface MeilisearchOptions {
  url: string;
  key: string | null;
  /** Prefix of the three index names, so tests and deployments can share a server. */
  indexPrefix?: string;
  /** How long to wait for Meilisearch to apply a write before calling it failed. */
  taskTimeoutMs?: number;
}

const INDEX_NAMES: Record<SearchKind, string> = {
  spaceRequest: "space_requests",
  spaceOffer: "space_offers",
  user: "users",
};

const RANKING_RULES = ["words", "typo", "proximity", "attribute", "sort", "exactness", "createdAt:desc"];
const TYPO_TOLERANCE: Settings["typoTolerance"] = {
  enabled: true,
  // One typo from 4 letters ("wrkshop"), two from 9.
  minWordSizeForTypos: { oneTypo: 4, twoTypos: 9 },
};

/** Searchable attributes in ranking order: names and titles, then value lists, then descriptions. */
const SETTINGS: Record<SearchKind, Settings> = {
  spaceRequest: {
    searchableAttributes: ["title", "values", "description", "spaceType", "location"],
    filterableAttributes: ["status", "userId"],
    sortableAttributes: ["createdAt"],
    rankingRules: RANKING_RULES,
    typoTolerance: TYPO_TOLERANCE,
  },
  spaceOffer: {
    searchableAttributes: ["spaceName", "supportedCauses", "description", "spaceType", "address"],
    filterableAttributes: ["isActive", "isSponsored", "userId"],
    sortableAttributes: ["createdAt"],
    rankingRules: RANKING_RULES,
    typoTolerance: TYPO_TOLERANCE,
  },
  user: {
    searchableAttributes: ["firstName", "lastName", "interests", "bio", "location"],
    filterableAttributes: [],
    sortableAttributes: ["createdAt"],
    rankingRules: RANKING_RULES,
    typoTolerance: TYPO_TOLERANCE,
  },
};

/** Choice ids are hyphenated slugs; spaces let Meilisearch match each word. */
const toIndexed = (document: SearchDocument) => {
  const { kind: _kind, ...fields } = document;
  const words = (ids: string[]) => ids.map((id) => id.replaceAll("-", " "));
  switch (document.kind) {
    case "spaceRequest":
      return { ...fields, values: words(document.values), spaceType: document.spaceType.replaceAll("-", " ") };
    case "spaceOffer":
      return {
        ...fields,
        supportedCauses: words(document.supportedCauses),
        spaceType: document.spaceType.replaceAll("-", " "),
      };
    case "user":
      return { ...fields, interests: words(document.interests) };
  }
};

/**
 * Meilisearch, used when MEILI_URL is set. Writes arrive through the API's outbox worker, which
 * retries until a write is confirmed: every write here waits for its task and throws if it failed.
 */
export const createMeilisearchBackend = ({
  url,
  key,
  indexPrefix = "",
  taskTimeoutMs = 10_000,
}: MeilisearchOptions): SearchBackend & {
  configure(): Promise<void>;
  clear(): Promise<void>;
  rebuild(kind: SearchKind, batches: AsyncIterable<SearchDocument[]>): Promise<void>;
} => {
  const client = new Meilisearch({ host: url, apiKey: key ?? undefined });
  const indexUid = (kind: SearchKind) => `${indexPrefix}${INDEX_NAMES[kind]}`;
  const index = (kind: SearchKind) => client.index(indexUid(kind));
  const settle = async (task: {
    waitTask: (options: { timeout: number }) => Promise<{ status: string; error?: { message: string } | null }>;
  }) => {
    const done = await task.waitTask({ timeout: taskTimeoutMs });
    if (done.status !== "succeeded") throw new Error(`Meilisearch task ${done.status}: ${done.error?.message ?? ""}`);
  };
  let configured: Promise<void> | null = null;
  const configure = () => {
    configured ??= (async () => {
      for (const kind of SEARCH_KINDS) {
        await settle(client.createIndex(indexUid(kind), { primaryKey: "id" })).catch(() => {
          // Already there: settings below still apply.
        });
        await settle(index(kind).updateSettings(SETTINGS[kind]));
      }
    })().catch((error) => {
      configured = null;
      throw error;
    });
    return configured;
  };

  const indexMany = async (documents: readonly SearchDocument[]) => {
    await configure();
    for (const kind of SEARCH_KINDS) {
      const ofKind = documents.filter((document) => document.kind === kind).map(toIndexed);
      if (ofKind.length > 0) await settle(index(kind).addDocuments(ofKind));
    }
  };

  /**
   * Fills a fresh index beside the live one, then swaps them in one task, so search keeps
   * answering from the old documents until the new ones are all in.
   */
  const rebuild = async (kind: SearchKind, batches: AsyncIterable<SearchDocument[]>) => {
    await configure();
    const live = indexUid(kind);
    const fresh = `${live}_rebuild`;
    await settle(client.deleteIndex(fresh)).catch(() => {
      // Not there: nothing left over from an interrupted rebuild.
    });
    await settle(client.createIndex(fresh, { primaryKey: "id" }));
    await settle(client.index(fresh).updateSettings(SETTINGS[kind]));
    for await (const batch of batches) {
      if (batch.length > 0) await settle(client.index(fresh).addDocuments(batch.map(toIndexed)));
    }
    await settle(client.swapIndexes([{ indexes: [live, fresh], rename: false }]));
    await settle(client.deleteIndex(fresh));
  };

  return {
    name: "meilisearch",
    configure,
    rebuild,
    clear: async () => {
      await configure();
      for (const kind of SEARCH_KINDS) await settle(index(kind).deleteAllDocuments());
    },
    index: (document) => indexMany([document]),
    indexMany,
    remove: async (kind, id) => {
      await configure();
      await settle(index(kind).deleteDocument(id));
    },
    search: async (text, options = {}) => {
      const hits = emptyHits();
      if (text.trim() === "") return hits;
      const limit = options.limit ?? SEARCH_RESULT_LIMIT;
      const { results } = await client.multiSearch({
        queries: SEARCH_KINDS.map((kind) => ({
          indexUid: indexUid(kind),
          q: text,
          limit,
          attributesToRetrieve: ["id"],
          showRankingScore: true,
          ...(kind === "spaceOffer" ? { filter: "isActive = true" } : {}),
        })),
      });
      SEARCH_KINDS.forEach((kind, i) => {
        hits[HITS_KEY[kind]] = (results[i]?.hits ?? []).map((hit) => ({
          id: String(hit.id),
          score: hit._rankingScore ?? 0,
        }));
      });
      return hits;
    },
    health: async () => {
      try {
        await client.health();
        return { backend: "meilisearch", ok: true };
      } catch (error) {
        return { backend: "meilisearch", ok: false, detail: (error as Error).message };
      }
    },
  };
};
