import { z } from "zod";
import { emailField } from "./common";
import { passwordField } from "./user";

/** `POST /api/auth/password-reset`: the email to send a reset link to, if it has an account. */
export const passwordResetRequest = z.object({ email: emailField });
export type PasswordResetRequest = z.input<typeof passwordResetRequest>;

/** `POST /api/auth/password-reset/confirm`: the token from the mailed link and the new password. */
export const passwordResetConfirm = z.object({
  token: z.string().min(1).max(200),
  password: passwordField,
});
export type PasswordResetConfirm = z.input<typeof passwordResetConfirm>;

/** `POST /api/auth/verify-email`: the token from the mailed confirmation link. */
export const emailVerificationConfirm = z.object({ token: z.string().min(1).max(200) });
export type EmailVerificationConfirm = z.input<typeof emailVerificationConfirm>;
