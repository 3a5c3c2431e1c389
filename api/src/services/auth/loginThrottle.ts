import { SERVER_MESSAGES } from "@kindred/contract";
import { Op, type WhereOptions } from "sequelize";
import type { LoginThrottleConfig } from "../../config";
import { LoginAttempt } from "../../db/models";
import { RateLimitError } from "../../errors";

/**
 * Sign-in throttling: failures within the window count per email and address pair, per address
 * across emails and per email across addresses, each with its own cap. The pair cap is the tight
 * one, so members behind one office NAT are not locked out by someone guessing another account
 * there. Kept in the database so it holds across restarts and processes.
 */
const windowStart = (windowMs: number) => new Date(Date.now() - windowMs);

const recentFailures = (where: WhereOptions<LoginAttempt>, windowMs: number) =>
  LoginAttempt.count({ where: { ...where, createdAt: { [Op.gte]: windowStart(windowMs) } } });

/** Throws 429 when the pair, the address or the email has used up its failures. */
export const assertLoginAllowed = async (email: string, ip: string, limits: LoginThrottleConfig): Promise<void> => {
  const [byPair, byIp, byEmail] = await Promise.all([
    recentFailures({ email, ip }, limits.windowMs),
    recentFailures({ ip }, limits.windowMs),
    recentFailures({ email }, limits.windowMs),
  ]);
  if (
    byPair >= limits.maxFailuresPerEmailAndIp ||
    byIp >= limits.maxFailuresPerIp ||
    byEmail >= limits.maxFailuresPerEmail
  ) {
    throw RateLimitError(SERVER_MESSAGES.tooManyAttempts, Math.ceil(limits.windowMs / 1000));
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
export const sweepOldLoginAttempts = (windowMs: number): Promise<number> =>
  LoginAttempt.destroy({ where: { createdAt: { [Op.lt]: windowStart(windowMs) } } });
