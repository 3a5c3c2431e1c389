import { User } from "../db/models";
import { createResetToken, resetLink } from "../services/auth/passwordReset";

export type AdminCommand = "create" | "grant" | "revoke" | "reset-password";

export const ADMIN_USAGE =
  "Usage: npm run admin -- create <email> | grant <email> | revoke <email> | reset-password <email>";

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
 * Gives or takes the admin role; returns the line to print. Throws with a clear line for an
 * unknown email. A role granted here stays until revoked here, whatever ADMIN_EMAILS says.
 */
export const changeAdminRole = async (command: "grant" | "revoke", rawEmail: string): Promise<string> => {
  const email = rawEmail.trim().toLowerCase();
  const user = await User.findOne({ where: { email } });
  if (!user) throw new Error(`No member has the email ${email}. They need to sign up first.`);
  const role = command === "grant" ? "admin" : "member";
  if (user.role === role)
    return `${email} ${role === "admin" ? "is already an admin" : "is not an admin"}; nothing changed.`;
  await user.update({ role, roleSource: role === "admin" ? "operator" : null });
  return role === "admin" ? `${email} is now an admin.` : `${email} is no longer an admin.`;
};

/** `grant <email>` or `revoke <email>`, or null when the arguments are anything else. */
export const parseAdminArgs = (args: readonly string[]): { command: AdminCommand; email: string } | null => {
  const [command, email, ...rest] = args;
  if (!["create", "grant", "revoke", "reset-password"].includes(command ?? "") || !email || rest.length > 0)
    return null;
  return { command: command as AdminCommand, email };
};
