import { z } from "zod";
import { localized, msg } from "./i18n/catalog";
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

/** "Usually replies within …": the hours as the reply-time line words them. */
export const replyTimeText = (hours: number): string =>
  hours <= 1
    ? REFERENCE_TEXTS.replyWithin("hour", 1)
    : hours < 48
      ? REFERENCE_TEXTS.replyWithin("hours", hours)
      : REFERENCE_TEXTS.replyWithin("days", Math.ceil(hours / 24));

/**
 * The rules' bounds are written into these texts (a catalog holds no code); `references.test.ts`
 * checks they agree with REFERENCE_RULES.
 */
const REFERENCES = {
  title: "References",
  write: "Write a reference",
  writeTitle: msg<[name: string]>("Write a reference for {name}", "name"),
  experienceLabel: "How was your experience?",
  experienceLabels: {
    positive: "Positive",
    neutral: "Neutral",
    negative: "Negative",
  } satisfies Record<ReferenceExperience, string>,
  textLabel: "Your reference",
  textHint: "Between 20 and 2,000 characters. It cannot be changed once sent.",
  characterCount: msg<[count: number]>("{count, number} / 2,000", "count"),
  publish: "Send reference",
  cancel: "Cancel",
  sent: "Your reference is saved",
  sendFailed: "The reference could not be sent",
  yours: "Your reference",
  theirs: msg<[name: string]>("{name}'s reference about you", "name"),
  pending: msg<[name: string, date: string]>(
    "Only you can see this until {name} writes theirs, or until {date}, whichever comes first.",
    "name",
    "date",
  ),
  published: "Published",
  removed: "Removed by a moderator",
  loading: "Loading references…",
  loadFailed: "References could not be loaded.",
  retry: "Try again",
  none: "References appear here after a booked date.",
  more: "Show more references",
  from: msg<[name: string]>("From {name}", "name"),
  reportReference: "Report reference",
  counts: msg<[total: number, positive: number]>(
    "{total, plural, =0 {No references yet} one {# reference · {positive, number} positive} other {# references · {positive, number} positive}}",
    "total",
    "positive",
  ),
  kept: msg<[kept: number, total: number]>(
    "Kept {kept, number} of {total, plural, one {# booking} other {# bookings}}",
    "kept",
    "total",
  ),
  /** Takes the hours; the Spanish catalog gives the same function (`replyTimeText`). */
  replyTime: replyTimeText,
  replyWithin: msg<[unit: "hour" | "hours" | "days", count: number]>(
    "{unit, select, hour {Usually replies within an hour} hours {Usually replies within {count} hours} other {Usually replies within {count} days}}",
    "unit",
    "count",
  ),
  factsLabel: "Trust",
  /** Field messages. */
  experienceRequired: "Choose how your experience was",
  textTooShort: "Write at least 20 characters",
  textTooLong: "Must be at most 2,000 characters",
  /** 403 and 409 answers. */
  blocked: "You can't write a reference about this member.",
  noEndedBooking: "You can write a reference once a confirmed booking of this match has taken place.",
  alreadyWritten: "You have already written a reference for this match. References cannot be changed.",
  partyGone: "The other member of this match is no longer here.",
} as const;

export type ReferenceCatalog = typeof REFERENCES;
export const REFERENCE_TEXTS = localized("references", REFERENCES);

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
