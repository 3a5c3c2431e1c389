import {
  type AuditAction,
  type AuditTargetType,
  displayName,
  MODERATION_TEXTS,
  type ModerationNoticeFacts,
  type RemovalInput,
  type Role,
  SAFETY_MESSAGES,
  type SuspensionInput,
} from "@kindred/contract";
import { QueryTypes, type Transaction } from "sequelize";
import { database } from "../../db/database";
import { AuditEntry, Notification, Report, User } from "../../db/models";
import { ConflictError, NotFoundError } from "../../errors";
import { inLocale } from "../../lib/readerLocale";
import { serverTimeZone } from "../../lib/serverTimeZone";
import { authorize } from "../../policies";
import { renderMail } from "../mail/layout";
import { queueMail } from "../mail/outbox";
import { publish } from "../realtime/publisher";
import { REMOVALS } from "./removals";
import { isSuspended, suspensionEnd } from "./suspension";

const DAY_MS = 24 * 60 * 60 * 1000;
const words = MODERATION_TEXTS.mail;

/** What an entry is about: a member, or content of one (`subjectId`: its owner, null for a former member's). */
type AuditTarget = { targetType: AuditTargetType; targetId: string; subjectId: string | null };
const aboutMember = (member: User): AuditTarget => ({ targetType: "user", targetId: member.id, subjectId: member.id });

/** Appends one entry to the audit log, in the action's transaction. */
const record = (
  actor: User,
  action: AuditAction,
  target: AuditTarget,
  reason: string,
  detail: string | null,
  transaction: Transaction,
) => AuditEntry.create({ actorId: actor.id, action, ...target, reason, detail }, { transaction });

/** One in-app notification, pushed to the member's open tabs (if any) once the transaction commits. */
const notify = async (
  userId: string,
  content: Pick<Notification, "type" | "facts">,
  transaction?: Transaction,
): Promise<void> => {
  const notification = await Notification.create({ userId, ...content }, { transaction });
  await publish(
    [{ userId, event: "notification", data: { notificationId: notification.id, type: content.type, matchId: null } }],
    transaction,
  );
};

/**
 * The reporter learns that their report was decided (`report_outcome`): only that, never who
 * acted or how. Also used when a report is moved to actioned or dismissed by hand.
 */
export const tellReporter = async (report: Report, transaction?: Transaction): Promise<void> => {
  if (!report.reporterId || (report.status !== "actioned" && report.status !== "dismissed")) return;
  await notify(
    report.reporterId,
    { type: "report_outcome", facts: { reportId: report.id, status: report.status, targetType: report.targetType } },
    transaction,
  );
};

/**
 * Acting from the Reports tab decides the report in the same step: it must be about `subjectId`
 * (the member acted on, or the owner of the removed content) and still open or under review; it
 * becomes `actioned`, with the reason as its note, and the reporter is told.
 */
const decideReport = async (
  reportId: string | undefined,
  subjectId: string | null,
  reason: string,
  transaction: Transaction,
) => {
  if (!reportId) return;
  const report = await Report.findByPk(reportId, { transaction, lock: true });
  if (!report) throw NotFoundError(SAFETY_MESSAGES.reportNotFound);
  if (report.snapshot.subjectUserId !== subjectId) throw ConflictError(MODERATION_TEXTS.reportNotAboutMember);
  if (report.status === "actioned" || report.status === "dismissed")
    throw ConflictError(MODERATION_TEXTS.reportDecided);
  await report.update({ status: "actioned", note: reason }, { transaction });
  await tellReporter(report, transaction);
};

/**
 * Tells the member what a moderator did and why, in the action's transaction (the mail and the
 * notice exist iff the action does): a `moderation_notice` in the app and a mail with the reason.
 */
const tell = async (
  member: User,
  mail: () => { subject: string; intro: string },
  notice: ModerationNoticeFacts,
  transaction: Transaction,
) => {
  const { reason } = notice;
  await notify(member.id, { type: "moderation_notice", facts: notice }, transaction);
  const to = member.email;
  if (!to) return;
  // Worded in the member's language, whoever acted.
  const message = inLocale(member.locale, () => {
    const { subject, intro } = mail();
    return {
      to,
      subject,
      ...renderMail({
        greeting: words.greeting(displayName({ firstName: member.firstName, lastName: member.lastName })),
        paragraphs: [intro, words.reasonLine(reason)],
        notes: [words.guidelines],
      }),
    };
  });
  await queueMail(message, transaction);
};

/**
 * The other parties of `member`'s open matches get a `match` event (`paused` or `resumed`), so an
 * open conversation refreshes and shows the pause as it starts or is lifted. (A suspension that
 * runs out resumes the matches at their next read.)
 */
const announcePause = async (member: User, change: "paused" | "resumed", transaction: Transaction) => {
  const rows = await database().query<{ matchId: string; otherId: string }>(
    `SELECT "id" AS "matchId", CASE WHEN "seekerId" = :memberId THEN "hostId" ELSE "seekerId" END AS "otherId"
       FROM matches
      WHERE ("seekerId" = :memberId OR "hostId" = :memberId) AND "status" IN ('under_review', 'accepted')`,
    { replacements: { memberId: member.id }, type: QueryTypes.SELECT, transaction },
  );
  await publish(
    rows.flatMap(({ matchId, otherId }) =>
      otherId ? [{ userId: otherId, event: "match" as const, data: { matchId, change } }] : [],
    ),
    transaction,
  );
};

/** Ends every session of `member`: their event streams end with them (docs/security.md). */
const endSessions = (member: User, transaction: Transaction) =>
  database().query(`DELETE FROM sessions WHERE "sess"->>'userId' = :userId`, {
    replacements: { userId: member.id },
    transaction,
  });

/**
 * Gives `member` a role; a role given by an admin is the operator's kind (kept whatever
 * ADMIN_EMAILS says). The same role again changes nothing and records nothing.
 */
export const changeRole = async (
  actor: User,
  member: User,
  role: Role,
  reason: string,
  transaction: Transaction,
): Promise<User> => {
  if (member.role === role) return member;
  await member.update({ role, roleSource: role === "member" ? null : "operator" }, { transaction });
  await record(actor, "role_change", aboutMember(member), reason, role, transaction);
  return member;
};

export const warn = async (
  actor: User,
  member: User,
  { reason, reportId }: { reason: string; reportId?: string },
  transaction: Transaction,
) => {
  await decideReport(reportId, member.id, reason, transaction);
  const entry = await record(actor, "warning", aboutMember(member), reason, null, transaction);
  await tell(member, () => words.warning, { action: "warning", reason }, transaction);
  return entry;
};

/**
 * Suspends `member` for `days` (null: until lifted), replacing a suspension in force: every
 * session ends and signing in is refused until it is over.
 */
export const suspend = async (
  actor: User,
  member: User,
  { days, reason, reportId }: { days: SuspensionInput["days"]; reason: string; reportId?: string },
  transaction: Transaction,
  now = new Date(),
) => {
  await decideReport(reportId, member.id, reason, transaction);
  const until = days === null ? null : new Date(now.getTime() + days * DAY_MS);
  await member.update({ suspendedAt: now, suspendedUntil: until }, { transaction });
  await endSessions(member, transaction);
  await announcePause(member, "paused", transaction);
  const entry = await record(
    actor,
    "suspension",
    aboutMember(member),
    reason,
    until?.toISOString() ?? null,
    transaction,
  );
  await tell(
    member,
    () => ({ subject: words.suspension.subject, intro: words.suspension.intro(until && suspensionEnd(until)) }),
    // The notice keeps the end as a time, worded when read in the reader's language.
    { action: "suspension", reason, until: until?.toISOString() ?? null, timeZone: serverTimeZone() },
    transaction,
  );
  return entry;
};

/** Lifts `member`'s suspension; 409 when none holds. */
export const liftSuspension = async (actor: User, member: User, reason: string, transaction: Transaction) => {
  if (!isSuspended(member)) throw ConflictError(MODERATION_TEXTS.notSuspended);
  await member.update({ suspendedAt: null, suspendedUntil: null }, { transaction });
  await announcePause(member, "resumed", transaction);
  const entry = await record(actor, "suspension_lifted", aboutMember(member), reason, null, transaction);
  await tell(member, () => words.lifted, { action: "suspension_lifted", reason }, transaction);
  return entry;
};

/**
 * Removes a listing, a message, a reference or a profile photo (`REMOVALS` says how each is
 * hidden): 404 when there is nothing there, 409 when it is gone already. The owner must be one
 * the actor may moderate (403 otherwise: a moderator never removes staff's content); they are
 * told in the app and by mail. With `reportId` the report about the owner is decided too.
 */
export const removeContent = async (
  actor: User,
  { targetType, targetId, reason, reportId }: RemovalInput & { reason: string },
  transaction: Transaction,
) => {
  const removal = REMOVALS[targetType];
  const found = await removal.find(targetId, transaction);
  if (!found) throw NotFoundError(MODERATION_TEXTS.nothingToRemove);
  const owner = found.subjectId ? await User.findByPk(found.subjectId, { transaction }) : null;
  if (owner) authorize(actor, "moderate", owner);
  if (found.removed) throw ConflictError(MODERATION_TEXTS.alreadyRemoved);
  await decideReport(reportId, found.subjectId, reason, transaction);
  await removal.remove(targetId, transaction, { moderatorId: actor.id, reason });
  const entry = await record(
    actor,
    "removal",
    { targetType, targetId, subjectId: found.subjectId },
    reason,
    null,
    transaction,
  );
  if (owner) {
    await tell(
      owner,
      () => ({ subject: words.removal.subject, intro: words.removal.intro(MODERATION_TEXTS.removedWhat[targetType]) }),
      { action: "removal", reason, targetType },
      transaction,
    );
  }
  return entry;
};
