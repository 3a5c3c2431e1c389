import { displayName, REFERENCE_TEXTS, type ReferenceBlocker, type WriteReferenceInput } from "@kindred/contract";
import { QueryTypes, type Transaction } from "sequelize";
import { database } from "../../db/database";
import type { Match, User } from "../../db/models";
import { AuthorizationError, ConflictError } from "../../errors";
import { otherPartyOf } from "../matching/findMatch";
import { notifyParties } from "../notifications/notifier";
import { blockedEitherWay } from "../safety/blocks";
import { findReference, publishDeadline, type ReferenceRow, referencesOfMatch } from "./referenceStore";

/** Whether a confirmed date of one of the match's bookings has ended by `now`. */
const hasEndedDate = async (matchId: string, now: Date, transaction?: Transaction): Promise<boolean> => {
  const rows = await database().query(
    `SELECT 1 FROM booking_occurrences o JOIN bookings b ON b."id" = o."bookingId"
      WHERE b."matchId" = :matchId AND o."status" = 'confirmed' AND o."endsAt" <= :now LIMIT 1`,
    { replacements: { matchId, now }, type: QueryTypes.SELECT, transaction },
  );
  return rows.length > 0;
};

export interface MatchReferenceState {
  mine: ReferenceRow | null;
  /** The other party's, only once published. */
  theirs: ReferenceRow | null;
  blocker: ReferenceBlocker | null;
  publishesAt: Date | null;
}

/**
 * What `viewer` (a party, checked by the caller) sees of the match's references at `now`: their
 * own in any state, the other's only once published, and why they may not write (null: they may).
 */
export const referenceStateOf = async (
  match: Match,
  viewer: User,
  now: Date,
  transaction?: Transaction,
): Promise<MatchReferenceState> => {
  const rows = await referencesOfMatch(match.id, transaction);
  const mine = rows.find((row) => row.authorId === viewer.id) ?? null;
  const theirs = rows.find((row) => row.authorId !== viewer.id && row.publishedAt !== null) ?? null;
  const unpublished = rows.find((row) => row.publishedAt === null);
  return {
    mine,
    theirs,
    blocker: mine ? "written" : await blockerOf(match, viewer, now, transaction),
    publishesAt: unpublished ? publishDeadline(unpublished.createdAt) : null,
  };
};

/** Why `author` may not write a reference in `match` now, other than having written one. */
const blockerOf = async (
  match: Match,
  author: User,
  now: Date,
  transaction?: Transaction,
): Promise<ReferenceBlocker | null> => {
  const subjectId = otherPartyOf(match, author.id);
  if (!subjectId) return "party-gone";
  if (await blockedEitherWay(author.id, subjectId, transaction)) return "blocked";
  if (!(await hasEndedDate(match.id, now, transaction))) return "no-ended-booking";
  return null;
};

const BLOCKER_ERRORS: Record<ReferenceBlocker, () => Error> = {
  blocked: () => AuthorizationError(REFERENCE_TEXTS.blocked),
  "no-ended-booking": () => ConflictError(REFERENCE_TEXTS.noEndedBooking),
  written: () => ConflictError(REFERENCE_TEXTS.alreadyWritten),
  "party-gone": () => ConflictError(REFERENCE_TEXTS.partyGone),
};

const nameOf = (user: { firstName: string | null; lastName: string | null }) =>
  displayName({ firstName: user.firstName, lastName: user.lastName });

/**
 * Publishes every unpublished reference of the match at `now` (both parties have written) and
 * tells each subject. The UPDATE claims the rows, so a sweep publishing the same row at once
 * never tells it twice.
 */
const publishMatch = async (match: Match, now: Date, transaction?: Transaction) => {
  const published = await database().query<{ id: string; subjectId: string; authorId: string | null }>(
    `UPDATE member_references SET "publishedAt" = :now
      WHERE "matchId" = :matchId AND "publishedAt" IS NULL RETURNING "id", "subjectId", "authorId"`,
    { replacements: { matchId: match.id, now }, type: QueryTypes.SELECT, transaction },
  );
  await tellPublished(
    published.map((row) => ({ ...row, matchId: match.id })),
    transaction,
  );
};

/** `reference_published` to the subject of each reference just published (a removed one tells nobody). */
export const tellPublished = async (
  rows: ReadonlyArray<{ id: string; matchId: string | null; subjectId: string; authorId: string | null }>,
  transaction?: Transaction,
) => {
  const told = [];
  for (const row of rows) {
    const reference = await findReference(row.id, transaction);
    if (!reference || reference.removedAt || !row.matchId) continue;
    const actorName = reference.authorId
      ? nameOf({ firstName: reference.authorFirstName, lastName: reference.authorLastName })
      : null;
    told.push({
      userId: row.subjectId,
      matchId: row.matchId,
      content: { type: "reference_published" as const, facts: { referenceId: row.id, actorName } },
      parties: [row.subjectId, row.authorId],
    });
  }
  for (const { parties, ...notice } of told) await notifyParties([notice], parties, "reference", transaction);
};

/**
 * `author` writes their reference about the other party of `match` (locked by the caller, so the
 * two parties' writes take turns). Published at once when the other party has written theirs.
 */
export const writeReference = async (
  { match, author, input, now }: { match: Match; author: User; input: WriteReferenceInput; now: Date },
  transaction?: Transaction,
): Promise<ReferenceRow> => {
  const state = await referenceStateOf(match, author, now, transaction);
  if (state.blocker) throw BLOCKER_ERRORS[state.blocker]();
  const subjectId = otherPartyOf(match, author.id) as string;
  const [inserted] = await database().query<{ id: string }>(
    `INSERT INTO member_references ("matchId", "authorId", "subjectId", "experience", "text", "createdAt")
     VALUES (:matchId, :authorId, :subjectId, :experience, :text, :now)
     ON CONFLICT ON CONSTRAINT member_references_one_per_author DO NOTHING RETURNING "id"`,
    {
      replacements: { matchId: match.id, authorId: author.id, subjectId, ...input, now },
      type: QueryTypes.SELECT,
      transaction,
    },
  );
  if (!inserted) throw ConflictError(REFERENCE_TEXTS.alreadyWritten);
  const others = await database().query(
    `SELECT 1 FROM member_references WHERE "matchId" = :matchId AND "authorId" = :subjectId`,
    { replacements: { matchId: match.id, subjectId }, type: QueryTypes.SELECT, transaction },
  );
  if (others.length > 0) await publishMatch(match, now, transaction);
  return (await findReference(inserted.id, transaction)) as ReferenceRow;
};
