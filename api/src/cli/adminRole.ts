import type { Role } from "@kindred/contract";
import { database } from "../db/database";
import { AuditEntry, User } from "../db/models";
import { createResetToken, resetLink } from "../services/auth/passwordReset";

export type AdminCommand = "create" | "grant" | "grant-moderator" | "revoke" | "reset-password";
const COMMANDS: readonly string[] = ["create", "grant", "grant-moderator", "revoke", "reset-password"];

export const ADMIN_USAGE =
  "Usage: npm run admin -- create <email> | grant <email> | grant-moderator <email> | revoke <email> | reset-password <email>";

/**
 * A member the operator vouches for: their email counts as confirmed, and they choose a password
 * through the printed one-hour link. Returns the lines to print.
 */
export const createMemberFor = async (rawEmail: string, publicUrl: string): Promise<string> => {
  const email = rawEmail.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new Error(`${rawEmail} is not an email address.`);
  if (await User.findOne({ where: { email } })) throw new Error(`${email} already has an account.`);
  const user = await User.create({ email, emailVerified: true });
  const link = resetLink(publicUrl, await createResetToken(user));
  return `Created ${email} (email confirmed). They choose a password with this link (works once, within one hour):\n${link}`;
};

/**
 * A one-hour, single-use reset link for a member who cannot reach their inbox; the operator
 * passes it on. Returns the lines to print.
 */
export const createResetLinkFor = async (rawEmail: string, publicUrl: string): Promise<string> => {
  const email = rawEmail.trim().toLowerCase();
  const user = await User.findOne({ where: { email } });
  if (!user) throw new Error(`No member has the email ${email}. They need to sign up first.`);
  const link = resetLink(publicUrl, await createResetToken(user));
  return `Password reset link for ${email} (works once, within one hour):\n${link}`;
};

/**
 * Gives the admin (`grant`) or moderator (`grant-moderator`) role, or takes any role (`revoke`);
 * returns the line to print. Throws with a clear line for an unknown email. A role granted here
 * stays until revoked, whatever ADMIN_EMAILS says, and lands in the audit log with no actor (the
 * operator).
 */
export const changeAdminRole = async (
  command: "grant" | "grant-moderator" | "revoke",
  rawEmail: string,
): Promise<string> => {
  const email = rawEmail.trim().toLowerCase();
  const user = await User.findOne({ where: { email } });
  if (!user) throw new Error(`No member has the email ${email}. They need to sign up first.`);
  const role: Role = command === "grant" ? "admin" : command === "grant-moderator" ? "moderator" : "member";
  const named = (name: Role) => (name === "admin" ? "an admin" : `a ${name}`);
  if (user.role === role)
    return role === "member"
      ? `${email} is not an admin; nothing changed.`
      : `${email} is already ${named(role)}; nothing changed.`;
  const before = user.role;
  await database().transaction(async (transaction) => {
    await user.update({ role, roleSource: role === "member" ? null : "operator" }, { transaction });
    await AuditEntry.create(
      {
        actorId: null,
        action: "role_change",
        targetType: "user",
        targetId: user.id,
        subjectId: user.id,
        reason: "npm run admin",
        detail: role,
      },
      { transaction },
    );
  });
  return role === "member" ? `${email} is no longer ${named(before)}.` : `${email} is now ${named(role)}.`;
};

/** `grant <email>` or `revoke <email>`, or null when the arguments are anything else. */
export const parseAdminArgs = (args: readonly string[]): { command: AdminCommand; email: string } | null => {
  const [command, email, ...rest] = args;
  if (!COMMANDS.includes(command ?? "") || !email || rest.length > 0) return null;
  return { command: command as AdminCommand, email };
};
