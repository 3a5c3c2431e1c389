import type { ListingSide } from "@kindred/contract";
import { MATCHING, spaceOfferInput, spaceRequestInput } from "@kindred/contract";
import type pg from "pg";
import type { Transaction } from "sequelize";
import { COMMITS_LATER_SQL, withoutCommitsLater } from "../../db/commitsLater";
import { type PreparedStatement, pipelinedRows, preparedRows } from "../../db/prepared";
import { integerLiteral } from "../../db/sqlLiteral";
import { currentLogger } from "../../logger";
import { queueInstantMailsSql } from "../email/instantMails";
import {
  createSpaceOffer,
  createSpaceRequest,
  type NewListingBody,
  type NewOfferBody,
  type NewRequestBody,
  newListingInsert,
} from "../listings/createListing";
import { perSide } from "../listings/sides";
import { type NotifiedMatch, newMatchEvents, newMatchNotificationsSql } from "../notifications/notifier";
import { publish } from "../realtime/publisher";
import { matchCtes, RANKED_ORDER, rankedJoin } from "./matchMaker";

/**
 * The statement that matches one listing (`$1`) and notifies both owners of every new match, for
 * each side: prepared by name, so PostgreSQL parses and plans it once per pooled connection.
 * `commitsLater`: its transaction commits without waiting for its log flush (`synchronous_commit`
 * off for it alone, set as its rows are answered, read at its commit), so the rows it locked (both
 * owners' match-list versions) are free again at once; `createAndMatchListing` then waits for the flush.
 */
const matchAndNotify = (side: ListingSide, { commitsLater }: { commitsLater: boolean }): PreparedStatement => ({
  name: `match_and_notify_${side}${commitsLater ? "_commits_later" : ""}`,
  text: `${matchCtes(side, { listingId: "$1::uuid", candidateWindow: integerLiteral(MATCHING.candidateWindow) })},
     notified AS (
       ${newMatchNotificationsSql("found")}
     ), mail AS (
       ${queueInstantMailsSql("notified")}
     )
     SELECT f.*, seeker."id" AS "seekerNotificationId", host."id" AS "hostNotificationId"${
       commitsLater ? `, ${COMMITS_LATER_SQL}` : ""
     }
       FROM found f
       JOIN notified seeker ON seeker."matchId" = f."id" AND seeker."userId" = f."requestOwnerId"
       JOIN notified host ON host."matchId" = f."id" AND host."userId" = f."offerOwnerId"
       ${rankedJoin}
      ORDER BY ${RANKED_ORDER}`,
});

const MATCH_AND_NOTIFY = {
  now: perSide((side) => matchAndNotify(side, { commitsLater: false })),
  later: perSide((side) => matchAndNotify(side, { commitsLater: true })),
};

/** The statement `runMatching` sends for a listing of `side` (tests run it on a connection of their own). */
export const matchingStatement = (side: ListingSide): PreparedStatement => MATCH_AND_NOTIFY.now[side];

/**
 * Readies `connection` for creates, as the server does on each pooled connection at start
 * (`warmConnections`), in one transaction rolled back, so nothing is written or notified:
 *
 * - plans both sides' matching statements, prepared by name as `createAndMatchListing` and
 *   `runMatching` run them, and through them `match_candidates`'s statements: the variants that
 *   commit later for a listing that does not exist, then
 * - writes and matches a space and a request that fits it (`WARM_UP`), with two members of their
 *   own: the create's own inserts and the other matching statements, which fire every trigger a
 *   create fires (the search terms, the matches' parties, the match-list versions, the listings'
 *   NOTIFY) and check every foreign key it writes.
 *
 * A connection does all of this on first use: it plans, reads the catalog, compiles each PL/pgSQL
 * trigger function and prepares each foreign-key check (`match_candidates` alone: about 50 ms on
 * its first call in a session on the bench data, 2-5 ms a call after). Measured on the bench data,
 * the first create on a connection planned only for the nil id still cost 3.1-3.4 ms of
 * PostgreSQL's CPU for its insert and 5.4-5.5 ms for its matching, against 0.7-1.2 and 3.3-3.9 for
 * the next ones: warmed this way, that cost does not land on the first create each connection serves.
 */
export const warmMatching = async (connection: pg.ClientBase) => {
  await connection.query("BEGIN");
  try {
    for (const statement of Object.values(MATCH_AND_NOTIFY.later)) {
      await connection.query({ ...statement, values: [NO_LISTING] });
    }
    const { rows } = await connection.query<{ id: string }>(WARM_UP_MEMBERS_SQL);
    const [host, seeker] = rows.map(({ id }) => id) as [string, string];
    for (const [side, ownerId, body] of [
      ["offer", host, WARM_UP.offer],
      ["request", seeker, WARM_UP.request],
    ] as const) {
      const insert = newListingInsert(side, ownerId, body);
      await connection.query({ ...insert.statement, values: insert.values });
      await connection.query({ ...MATCH_AND_NOTIFY.now[side], values: [insert.id] });
    }
  } finally {
    await connection.query("ROLLBACK");
  }
};

/** An id no listing has (the nil UUID): what `warmMatching` plans matching for. */
const NO_LISTING = "00000000-0000-0000-0000-000000000000";

/**
 * The listings `warmMatching` writes and matches: a space, then a request it fits (the same space
 * type, the group within its capacity, a shared mission and project type), so the request's
 * matching writes at least one match whatever else the database holds.
 */
const WARM_UP = {
  offer: spaceOfferInput.parse({
    spaceName: "Warm-up studio",
    description: "A listing written and rolled back as the server starts.",
    spaceType: "studio",
    address: "1 Warm-up Street",
    capacity: 20,
    availability: ["weekday-evening"],
    supportedCauses: ["creative-arts", "workshop"],
    contactName: "Warm-up host",
    contactEmail: "host@warm-up.invalid",
  }),
  request: spaceRequestInput.parse({
    title: "Warm-up workshop",
    description: "A listing written and rolled back as the server starts.",
    spaceType: "studio",
    location: "downtown",
    participants: 10,
    values: ["creative-arts", "workshop"],
    contactName: "Warm-up seeker",
    contactEmail: "seeker@warm-up.invalid",
  }),
} as const;

/** Two members for `warmMatching`'s listings (with an email each, as instant mails need). */
const WARM_UP_MEMBERS_SQL = `INSERT INTO users ("email", "firstName", "lastName")
  SELECT 'warm-up-' || gen_random_uuid() || '@warm-up.invalid', 'Warm-up', 'member' FROM generate_series(1, 2)
  RETURNING "id"`;

/**
 * Matches one listing and notifies both owners of every new match (`notifyNewMatches`'s
 * notifications, instant mails and events) in one statement, which runs as one transaction: it
 * matches, notifies and queues the mails.
 *
 * Every new match bumps both owners' match-list versions (a trigger), and those rows stay locked
 * until the transaction ends. Sent as separate round trips (settings, match, reset,
 * notifications, mails, commit), listings matched at the same moment with the same members (one
 * member's listings, popular spaces) queued behind each other's trips, each waiting its turn on
 * the busy event loop; now the locks last one statement and its commit.
 */
export const runMatching = async (side: ListingSide, listingId: string): Promise<NotifiedMatch[]> => {
  const created = await preparedRows<NotifiedMatch>(MATCH_AND_NOTIFY.now[side], [listingId]);
  await publish(newMatchEvents(created));
  return created;
};

/**
 * Runs matching right after `transaction` (the listing's write) commits, before the response
 * leaves; without a transaction (the write committed on its own) at once, resolving when done.
 * Matching a committed listing means two listings written at the same moment still see
 * each other: whichever matches second finds the first, and a pair both find is inserted once
 * (ON CONFLICT DO NOTHING). A failure is logged, never turned into an error for a saved listing.
 */
export const matchAfterCommit = async (
  transaction: Transaction | undefined,
  side: ListingSide,
  listingId: string,
): Promise<void> => {
  const run = async () => {
    try {
      await runMatching(side, listingId);
    } catch (error) {
      currentLogger().warn({ err: error, side, listingId }, "matching failed");
    }
  };
  if (transaction) transaction.afterCommit(run);
  else await run();
};

/**
 * Makes every commit written to the log before it durable: a transactional logical-decoding
 * message (an empty one, prefix `kindred`) is a log record of this statement's transaction, which
 * takes a transaction id for it, so its commit waits for the log flush (`synchronous_commit` is on
 * for it; a transaction that only takes an id, or only NOTIFYs, writes no record of its own and
 * is not flushed at its commit). Checked by hand on PostgreSQL 18: after a commit without the
 * flush wait, the flushed position stays behind the written one past `SELECT pg_current_xact_id()`
 * and reaches it past this.
 */
const FLUSH_SQL = "pg_logical_emit_message(true, 'kindred', 'flush')";

/** The flush alone, in a statement of its own (see `createAndMatchListing` for why not with the events). */
const FLUSH_COMMITTED: PreparedStatement = { name: "flush_committed", text: `SELECT ${FLUSH_SQL}` };

/**
 * Writes `ownerId`'s new listing (`body`, the create route's parsed body) and matches it before
 * the create routes answer; answers the listing's row.
 *
 * In a caller's transaction (a POST with an Idempotency-Key keeps its answer in it) the listing is
 * written in it and matched once it commits (`matchAfterCommit`).
 *
 * Alone, three statements go to PostgreSQL together in one round trip (`pipelinedRows`), each a
 * transaction of its own, run in order: the listing's insert, then the matching statement (which
 * sees the committed listing, so two listings written at the same moment still find each other),
 * then one small statement whose commit waits for the log flush (`FLUSH_SQL`). The insert and the
 * matching commit without waiting for theirs (`newListingInsert`, `MATCH_AND_NOTIFY.later`), so no
 * create holds the shared match-list rows while its commit is flushed; the flush then makes the
 * listing and its matches durable (the log is flushed in order). Only then are the new matches'
 * events sent and does the route answer. A create waits for one log flush instead of two, and the
 * creates in flight share theirs. Any transaction that saw the listing or its matches and wrote
 * commits after them, so nothing durable rests on them before they are; a crash in those
 * milliseconds loses a listing nobody was told was saved (its POST fails, no event or mail went).
 * An insert that fails fails the create (the matching then finds no listing and writes nothing); a
 * matching that fails is logged, never an error for a saved listing.
 */
const createAndMatchListing = async <Body extends NewListingBody, Row extends { id: string }>(
  side: ListingSide,
  ownerId: string,
  body: Body,
  transaction: Transaction | undefined,
  createInTransaction: (ownerId: string, body: Body, transaction: Transaction) => Promise<Row>,
): Promise<Row> => {
  if (transaction) {
    const listing = await createInTransaction(ownerId, body, transaction);
    await matchAfterCommit(transaction, side, listing.id);
    return listing;
  }
  const insert = newListingInsert(side, ownerId, body);
  const [written, matched, flushed] = await pipelinedRows([
    insert,
    { statement: MATCH_AND_NOTIFY.later[side], values: [insert.id] },
    { statement: FLUSH_COMMITTED, values: [] },
  ]);
  if (written.status === "rejected") throw written.reason;
  if (flushed.status === "rejected") throw flushed.reason;
  let created: NotifiedMatch[] = [];
  if (matched.status === "fulfilled") created = (matched.value as NotifiedMatch[]).map(withoutCommitsLater);
  else currentLogger().warn({ err: matched.reason, side, listingId: insert.id }, "matching failed");
  // After the flush, in a transaction that writes no log record: a transaction that NOTIFYs holds
  // the database's notification lock from its commit's start to its end, so with the flush in it
  // the creates in flight flushed one at a time instead of together.
  await publish(newMatchEvents(created));
  return withoutCommitsLater(written.value[0] as Row);
};

/** `createAndMatchListing` for a new request (`POST /api/space-requests`). */
export const createAndMatchRequest = (ownerId: string, body: NewRequestBody, transaction?: Transaction) =>
  createAndMatchListing("request", ownerId, body, transaction, createSpaceRequest);

/** `createAndMatchListing` for a new offer (`POST /api/space-offers`). */
export const createAndMatchOffer = (ownerId: string, body: NewOfferBody, transaction?: Transaction) =>
  createAndMatchListing("offer", ownerId, body, transaction, createSpaceOffer);
