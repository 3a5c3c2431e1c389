import { type registerInput, SERVER_MESSAGES } from "@kindred/contract";
import { UniqueConstraintError } from "sequelize";
import type { z } from "zod";
import type { LoginThrottleConfig } from "../../config";
import { database } from "../../db/database";
import { User } from "../../db/models";
import { AuthenticationError, ConflictError } from "../../errors";
import { queueEmailConfirmation } from "./emailVerification";
import { type AttemptOrigin, assertLoginAllowed, clearLoginFailures, recordLoginFailure } from "./loginThrottle";
import { hashPassword, verifyPassword } from "./passwords";

/**
 * A new member with a password, their email not yet confirmed: the confirmation mail is queued
 * in the same transaction. 409 when the email already has an account.
 */
export const registerMember = async (
  { email, password, firstName, lastName }: z.output<typeof registerInput>,
  publicUrl: string,
): Promise<User> => {
  const passwordHash = await hashPassword(password);
  try {
    return await database().transaction(async (transaction) => {
      const user = await User.create({ email, passwordHash, firstName, lastName }, { transaction });
      await queueEmailConfirmation(user, publicUrl, transaction);
      return user;
    });
  } catch (error) {
    throw error instanceof UniqueConstraintError ? ConflictError(SERVER_MESSAGES.emailTaken) : error;
  }
};

/**
 * The member with this email and password, within the sign-in throttle: 429 once the pair, the
 * IP or the email (or this known device) used up its failures, 401 (one message for both cases)
 * for a wrong pair.
 */
export const authenticateByPassword = async ({
  email,
  password,
  origin,
  limits,
}: {
  email: string;
  password: string;
  origin: AttemptOrigin;
  limits: LoginThrottleConfig;
}): Promise<User> => {
  await assertLoginAllowed(email, origin, limits);
  const user = await User.findOne({ where: { email } });
  const valid = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !valid) {
    await recordLoginFailure(email, origin);
    throw AuthenticationError(SERVER_MESSAGES.invalidLogin);
  }
  await clearLoginFailures(email);
  return user;
};
