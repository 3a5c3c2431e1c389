import {
  ADMIN_MATCH_ID_CHARS,
  COMMUNITY_TEXTS,
  displayName,
  FEEDBACK_TRANSITIONS,
  type FeedbackStatus,
  formattingLocale,
  SCREEN_TEXTS,
  shortenText,
} from "@kindred/contract";
import { formatDate } from "../../lib/dates";

const t = COMMUNITY_TEXTS.admin;

interface MemberLike {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/** Name, or email, or 'Anonymous User' (spec "Admin dashboard"). */
export const memberName = (member: MemberLike): string => displayName(member);

/** Email or 'No email'. */
export const memberEmail = (member: MemberLike): string => member.email?.trim() || SCREEN_TEXTS.noEmail;

/** A member with an email counts as Active; one without as Anonymous. */
export const memberBadge = (member: MemberLike): { label: string; active: boolean } =>
  member.email?.trim() ? { label: t.members.active, active: true } : { label: t.members.anonymous, active: false };

/** A profile field for the details popup, or 'Not provided'. */
export const orNotProvided = (value: string | null | undefined): string => value?.trim() || SCREEN_TEXTS.notProvided;

/** A date for the admin tables and popups, or 'Unknown'. */
export const dateOrUnknown = (iso: string | null | undefined): string => {
  if (!iso || Number.isNaN(new Date(iso).getTime())) return SCREEN_TEXTS.unknown;
  return formatDate(iso);
};

/** Date and time, for the feedback's submitted time; 'Unknown' when missing. */
export const dateTimeOrUnknown = (iso: string | null | undefined): string => {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return SCREEN_TEXTS.unknown;
  return date.toLocaleString(formattingLocale(), { dateStyle: "medium", timeStyle: "short" });
};

/** A feedback status as shown: a missing one reads 'pending' (docs/product.md section 4). */
export const feedbackStatusLabel = (status: FeedbackStatus | null | undefined): string =>
  status ? t.feedback.statusLabels[status] : t.feedback.pending;

/**
 * The statuses an admin may move a feedback item to (new → in_progress → resolved → closed, or back
 * to in_progress); a missing status counts as new.
 */
export const nextFeedbackStatuses = (status: FeedbackStatus | null | undefined): readonly FeedbackStatus[] =>
  FEEDBACK_TRANSITIONS[status ?? "new"] ?? [];

/** 'Match #' and the first 8 characters of the id. */
export const matchLabel = (id: string): string => `${SCREEN_TEXTS.matchIdPrefix}${id.slice(0, ADMIN_MATCH_ID_CHARS)}`;

/** The first line of a message, cut to `max` characters (whole ones) with an ellipsis. */
export const preview = (text: string, max = 80): string => shortenText(text.trim().split(/\r?\n/)[0] ?? "", max);
