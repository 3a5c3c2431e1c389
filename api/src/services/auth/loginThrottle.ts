import { LOGIN_RATE_LIMIT, SERVER_MESSAGES } from "@kindred/contract";
import { Op, type Transaction } from "sequelize";
import { LoginAttempt } from "../../db/models";
import { RateLimitError } from "../../errors";

/**
 * Sign-in throttling (DESIGN.md section 4): more than 10 failures for one email or from one
 * IP within 15 minutes refuses further attempts with 429. Kept in the database so it holds
 * across restarts and processes.
 */
const windowStart = () => new Date(Date.now() - LOGIN_RATE_LIMIT.windowMs);

const recentFailures = (where: { email: string } | { ip: string }, transaction?: Transaction) =>
  LoginAttempt.count({ where: { ...where, createdAt: { [Op.gte]: windowStart() } }, transaction });

/** Throws 429 when the email or the IP has used up its failures. */
export const assertLoginAllowed = async (email: string, ip: string): Promise<void> => {
  const [byEmail, byIp] = await Promise.all([recentFailures({ email }), recentFailures({ ip })]);
  if (byEmail >= LOGIN_RATE_LIMIT.maxFailures || byIp >= LOGIN_RATE_LIMIT.maxFailures) {
    throw RateLimitError(SERVER_MESSAGES.tooManyAttempts, LOGIN_RATE_LIMIT.windowMs / 1000);
  }
};

export const recordLoginFailure = async (email: string, ip: string): Promise<void> => {
  await LoginAttempt.create({ email, ip });
};

/** A successful sign-in forgives that email's failures. */
export const clearLoginFailures = async (email: string): Promise<void> => {
  await LoginAttempt.destroy({ where: { email } });
};

/** Housekeeping: attempts older than the window no longer count. */
export const sweepOldLoginAttempts = (): Promise<number> =>
  LoginAttempt.destroy({ where: { createdAt: { [Op.lt]: windowStart() } } });
