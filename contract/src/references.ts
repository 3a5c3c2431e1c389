import { z } from "zod";
import { isoDate, uuid } from "./schemas/common";
import { text } from "./schemas/storableText";
import type { MemberProfile } from "./schemas/user";
import { VALIDATION_MESSAGES as V } from "./specTexts";
import { graphemeCount } from "./text";

/** The rules of references (DESIGN 11.3): one per party per match, after a confirmed date ended. */
export const REFERENCE_RULES = {
  /** The text's bounds, in visible characters (graphemes). */
  textMin: 20,
  textMax: 2_000,
  /** A reference nobody answered is published this many days after it was written. */
  publishAfterDays: 14,
  /** The party who has not written yet is reminded this many days after the other wrote. */
  remindAfterDays: 3,
  /** Reply time: the median over the first replies of this many days back… */
  replyWindowDays: 90,
  /** …shown once there are at least this many. */
  replyTimeMinReplies: 3,
} as const;

export const REFERENCE_EXPERIENCES = ["positive", "neutral", "negative"] as const;
export type ReferenceExperience = (typeof REFERENCE_EXPERIENCES)[number];

/** Why a party may not write a reference for a match now (null: they may). */
export const REFERENCE_BLOCKERS = ["no-ended-booking", "written", "blocked", "party-gone"] as const;
export type ReferenceBlocker = (typeof REFERENCE_BLOCKERS)[number];

const plural = (n: number, one: string, many: string) =>
  n === 1 ? `1 ${one}` : `${n.toLocaleString("en-US")} ${many}`;

export const REFERENCE_TEXTS = {
  title: "References",
  write: "Write a reference",
  writeTitle: (name: string) => `Write a reference for ${name}`,
  experienceLabel: "How was your experience?",
  experienceLabels: {
    positive: "Positive",
    neutral: "Neutral",
    negative: "Negative",
  } satisfies Record<ReferenceExperience, string>,
  textLabel: "Your reference",
  textHint: `Between ${REFERENCE_RULES.textMin} and ${REFERENCE_RULES.textMax.toLocaleString("en-US")} characters. It cannot be changed once sent.`,
  characterCount: (count: number) =>
    `${count.toLocaleString("en-US")} / ${REFERENCE_RULES.textMax.toLocaleString("en-US")}`,
  publish: "Send reference",
  cancel: "Cancel",
  sent: "Your reference is saved",
  sendFailed: "The reference could not be sent",
  yours: "Your reference",
  theirs: (name: string) => `${name}'s reference about you`,
  pending: (name: string, date: string) =>
    `Only you can see this until ${name} writes theirs, or until ${date}, whichever comes first.`,
  published: "Published",
  removed: "Removed by a moderator",
  loading: "Loading references…",
  loadFailed: "References could not be loaded.",
  retry: "Try again",
  none: "No references yet.",
  more: "Show more references",
  from: (name: string) => `From ${name}`,
  reportReference: "Report reference",
  counts: (total: number, positive: number) =>
    total === 0
      ? "No references yet"
      : `${plural(total, "reference", "references")} · ${positive.toLocaleString("en-US")} positive`,
  kept: (kept: number, total: number) =>
    `Kept ${kept.toLocaleString("en-US")} of ${plural(total, "booking", "bookings")}`,
  replyTime: (hours: number) =>
    hours <= 1
      ? "Usually replies within an hour"
      : hours < 48
        ? `Usually replies within ${hours} hours`
        : `Usually replies within ${Math.ceil(hours / 24)} days`,
  factsLabel: "Trust",
  /** Field messages. */
  experienceRequired: "Choose how your experience was",
  textTooShort: `Write at least ${REFERENCE_RULES.textMin} characters`,
  textTooLong: `Must be at most ${REFERENCE_RULES.textMax.toLocaleString("en-US")} characters`,
  /** 403 and 409 answers. */
  blocked: "You can't write a reference about this member.",
  noEndedBooking: "You can write a reference once a confirmed booking of this match has taken place.",
  alreadyWritten: "You have already written a reference for this match. References cannot be changed.",
  partyGone: "The other member of this match is no longer here.",
} as const;

/** Why a (trimmed) reference text is refused, or null: under 20 or over 2,000 visible characters. */
export const referenceTextProblem = (value: string): string | null => {
  // A grapheme is one code unit or more, so a short string needs no counting.
  const count = value.length < REFERENCE_RULES.textMin ? value.length : graphemeCount(value);
  if (count < REFERENCE_RULES.textMin) return REFERENCE_TEXTS.textTooShort;
  return count > REFERENCE_RULES.textMax ? REFERENCE_TEXTS.textTooLong : null;
};

/** `POST /api/matches/{id}/references`: the experience and 20–2,000 characters. */
export const writeReferenceInput = z.object({
  experience: z.enum(REFERENCE_EXPERIENCES, { error: () => V.unknownChoice }),
  text: text({ error: () => REFERENCE_TEXTS.textTooShort })
    // A bound in code units first (a grapheme takes a few at most), so a 400 KB string is refused
    // before anything counts it.
    .max(REFERENCE_RULES.textMax * 8, { error: () => REFERENCE_TEXTS.textTooLong, abort: true })
    .trim()
    .superRefine((value, ctx) => {
      const message = referenceTextProblem(value);
      if (message) ctx.addIssue({ code: "custom", message });
    }),
});
export type WriteReferenceInput = z.input<typeof writeReferenceInput>;

/**
 * A reference as a reader sees it. A removed one keeps its place but not its words: `removed`,
 * with `experience` and `text` null. `authorName` is "Former member" once the author left.
 */
export const reference = z.object({
  id: uuid,
  matchId: uuid.nullable(),
  authorId: uuid.nullable(),
  authorName: z.string(),
  authorProfileImageUrl: z.string().nullable(),
  subjectId: uuid,
  experience: z.enum(REFERENCE_EXPERIENCES).nullable(),
  text: z.string().nullable(),
  removed: z.boolean(),
  createdAt: isoDate,
  /** Null until it is published (both wrote, or 14 days after the first). */
  publishedAt: isoDate.nullable(),
});
export type Reference = z.infer<typeof reference>;

/** `GET /api/matches/{id}/references`: the viewer's own reference, the other's once published, and whether they may write. */
export const matchReferences = z.object({
  mine: reference.nullable(),
  theirs: reference.nullable(),
  canWrite: z.boolean(),
  /** Why not, when they may not. */
  blocker: z.enum(REFERENCE_BLOCKERS).nullable(),
  /** When an unpublished reference of this match is published at the latest. */
  publishesAt: isoDate.nullable(),
});
export type MatchReferences = z.infer<typeof matchReferences>;

/** Facts on a member's public profile (`GET /api/users/{id}`), computed from what happened. */
export type ReferenceCounts = MemberProfile["referenceCounts"];
export type KeptAgreements = MemberProfile["keptAgreements"];
