import { displayName, type MatchReferences, type Reference, YOUR_DATA_TEXTS } from "@kindred/contract";
import type { ReferenceRow } from "../services/references/referenceStore";
import type { MatchReferenceState } from "../services/references/references";

/**
 * A reference as every reader sees it: the author by name and photo ("Former member" once they
 * left, never an email); a reference removed by moderation without its words.
 */
export const presentReference = (row: ReferenceRow): Reference => {
  const removed = row.removedAt !== null;
  return {
    id: row.id,
    matchId: row.matchId,
    authorId: row.authorId,
    authorName: row.authorId
      ? displayName({ firstName: row.authorFirstName, lastName: row.authorLastName })
      : YOUR_DATA_TEXTS.formerMember,
    authorProfileImageUrl: row.authorId ? row.authorProfileImageUrl : null,
    subjectId: row.subjectId,
    experience: removed ? null : row.experience,
    text: removed ? null : row.text,
    removed,
    createdAt: new Date(row.createdAt).toISOString(),
    publishedAt: row.publishedAt ? new Date(row.publishedAt).toISOString() : null,
  };
};

/** `GET /api/matches/{id}/references`: what one party sees. */
export const presentMatchReferences = (state: MatchReferenceState): MatchReferences => ({
  mine: state.mine ? presentReference(state.mine) : null,
  theirs: state.theirs ? presentReference(state.theirs) : null,
  canWrite: state.blocker === null,
  blocker: state.blocker,
  publishesAt: state.publishesAt ? state.publishesAt.toISOString() : null,
});
