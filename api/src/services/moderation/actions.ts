import {
  type AuditAction,
  displayName,
  MODERATION_TEXTS,
  type Role,
  SAFETY_MESSAGES,
  type SuspensionInput,
} from "@kindred/contract";
import type { Transaction } from "sequelize";
import { database } from "../../db/database";
import { AuditEntry, Report, type User } from "../../db/models";
import { ConflictError, NotFoundError } from "../../errors";
import { renderMail } from "../mail/layout";
import { queueMail } from "../mail/outbox";
import { isSuspended, suspensionEnd } from "./suspension";

const DAY_MS = 24 * 60 * 60 * 1000;
const words = MODERATION_TEXTS.mail;

/** Appends one entry to the audit log, in the action's transaction. */
const record = (
  actor: User,
  action: AuditAction,
  target: User,
  reason: string,
  detail: string | null,
  transaction: Transaction,
) =>
  AuditEntry.create(
    { actorId: actor.id, action, targetType: "user", targetId: target.id, reason, detail },
    { transaction },
  );

/**
 * Acting from the Reports tab decides the report in the same step: it must be about `member` and
 * still open or under review; it becomes `actioned`, with the reason as its note, which the
 * reporter sees as the outcome.
 */
const decideReport = async (reportId: string | undefined, member: User, reason: string, transaction: Transaction) => {
  if (!reportId) return;
  const report = await Report.findByPk(reportId, { transaction, lock: true });
  if (!report) throw NotFoundError(SAFETY_MESSAGES.reportNotFound);
  if (report.snapshot.subjectUserId !== member.id) throw ConflictError(MODERATION_TEXTS.reportNotAboutMember);
  if (report.status === "actioned" || report.status === "dismissed")
    throw ConflictError(MODERATION_TEXTS.reportDecided);
  await report.update({ status: "actioned", note: reason }, { transaction });
};

/** Tells the member what a moderator did and why, in the action's transaction (the mail exists iff the action does). */
const tell = async (
  member: User,
  mail: { subject: string; intro: string },
  reason: string,
  transaction: Transaction,
) => {
  if (!member.email) return;
  await queueMail(
    {
      to: member.email,
      subject: mail.subject,
      ...renderMail({
        greeting: words.greeting(displayName({ firstName: member.firstName, lastName: member.lastName })),
        paragraphs: [mail.intro, words.reasonLine(reason)],
        notes: [words.guidelines],
      }),
    },
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
  await record(actor, "role_change", member, reason, role, transaction);
  return member;
};

export const warn = async (
  actor: User,
  member: User,
  { reason, reportId }: { reason: string; reportId?: string },
  transaction: Transaction,
) => {
  await decideReport(reportId, member, reason, transaction);
  const entry = await record(actor, "warning", member, reason, null, transaction);
  await tell(member, words.warning, reason, transaction);
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
  await decideReport(reportId, member, reason, transaction);
  const until = days === null ? null : new Date(now.getTime() + days * DAY_MS);
  await member.update({ suspendedAt: now, suspendedUntil: until }, { transaction });
  await endSessions(member, transaction);
  const entry = await record(actor, "suspension", member, reason, until?.toISOString() ?? null, transaction);
  await tell(
    member,
    { subject: words.suspension.subject, intro: words.suspension.intro(until && suspensionEnd(until)) },
    reason,
    transaction,
  );
  return entry;
};

/** Lifts `member`'s suspension; 409 when none holds. */
export const liftSuspension = async (actor: User, member: User, reason: string, transaction: Transaction) => {
  if (!isSuspended(member)) throw ConflictError(MODERATION_TEXTS.notSuspended);
  await member.update({ suspendedAt: null, suspendedUntil: null }, { transaction });
  const entry = await record(actor, "suspension_lifted", member, reason, null, transaction);
  await tell(member, words.lifted, reason, transaction);
  return entry;
};
