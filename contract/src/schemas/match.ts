import { z } from "zod";
import { FIELD_MAX } from "../constants";
import { VALIDATION_MESSAGES as V } from "../specTexts";
import { isoDate, uuid } from "./common";
import { text } from "./storableText";
import { userSummary } from "./user";

export const MATCH_STATUSES = ["under_review", "accepted", "declined", "completed", "closed"] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

export const MATCH_ACTIONS = ["accept", "decline", "complete"] as const;
export const matchActionInput = z.object({ action: z.enum(MATCH_ACTIONS) });
export type MatchAction = (typeof MATCH_ACTIONS)[number];

/** A side is null once its listing was deleted: the match is then closed, kept for the other party. */
export const match = z.object({
  id: uuid,
  spaceRequestId: uuid.nullable(),
  spaceOfferId: uuid.nullable(),
  status: z.enum(MATCH_STATUSES),
  score: z.number(),
  reasons: z.array(z.string()),
  acceptedBy: z.array(uuid),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Match = z.infer<typeof match>;

/**
 * The "matches" list shape of docs/product.md section 3 (`GET /api/matches/user/{id}`, listing matches).
 * A deleted listing leaves its side null (the match is closed); the other party's name is then
 * "Anonymous User" when that party is no longer known.
 */
export const matchListItem = z.object({
  id: uuid,
  status: z.enum(MATCH_STATUSES),
  createdAt: isoDate,
  spaceRequestId: uuid.nullable(),
  spaceOfferId: uuid.nullable(),
  spaceRequestTitle: z.string().nullable(),
  spaceOfferName: z.string().nullable(),
  /** Null once the other party is gone; the match card blocks them by it. */
  otherPartyId: uuid.nullable(),
  otherPartyName: z.string(),
  otherPartyProfileUrl: z.string().nullable(),
  lastMessageAt: isoDate.nullable(),
  unreadCount: z.number(),
  score: z.number(),
  reasons: z.array(z.string()),
});
export type MatchListItem = z.infer<typeof matchListItem>;

export const message = z.object({
  id: uuid,
  matchId: uuid,
  /** Null once the sender deleted their account ("Former member"). */
  senderId: uuid.nullable(),
  /** Empty once a moderator removed the message (`removed`): shown as "Removed by a moderator". */
  content: z.string(),
  isRead: z.boolean(),
  removed: z.boolean(),
  createdAt: isoDate,
});
export type Message = z.infer<typeof message>;

/** `POST /api/matches/{id}/messages`. `senderId` and `matchId` in the body are ignored. */
export const sendMessageInput = z.object({
  content: text({ error: () => V.messageRequired })
    .trim()
    .min(1, { error: () => V.messageRequired })
    .max(FIELD_MAX.message, { error: () => V.tooLong(FIELD_MAX.message) }),
});
export type SendMessageInput = z.infer<typeof sendMessageInput>;

/**
 * The conversation shape of docs/product.md section 3. A side is null once its listing was deleted (the match
 * is then closed). `messages` are the latest page, oldest first; older pages via `?cursor=`.
 */
export const conversation = z.object({
  id: uuid,
  status: z.enum(MATCH_STATUSES),
  score: z.number(),
  reasons: z.array(z.string()),
  acceptedBy: z.array(uuid),
  /**
   * A party is suspended (docs/security.md "Moderation"): until the suspension ends or is lifted
   * nobody sends messages, accepts, completes or books in this match.
   */
  paused: z.boolean(),
  spaceRequest: z
    .object({
      id: uuid,
      userId: uuid,
      user: userSummary,
      title: z.string(),
      description: z.string(),
      values: z.array(z.string()),
      photos: z.array(z.string()),
      status: z.string(),
    })
    .nullable(),
  spaceOffer: z
    .object({
      id: uuid,
      userId: uuid,
      user: userSummary,
      spaceName: z.string(),
      description: z.string(),
      supportedCauses: z.array(z.string()),
      address: z.string(),
      capacity: z.number(),
      photos: z.array(z.string()),
    })
    .nullable(),
  messages: z.array(message),
});
export type Conversation = z.infer<typeof conversation>;

/** `GET /api/matches/unread-count`. */
export const unreadMessageCount = z.object({ count: z.number().int().nonnegative() });
export type UnreadMessageCount = z.infer<typeof unreadMessageCount>;
