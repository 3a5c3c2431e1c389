import { SERVER_MESSAGES } from "@kindred/contract";
import { Op, type Transaction, type WhereOptions } from "sequelize";
import type { LoginThrottleConfig } from "../../config";
import { LoginAttempt } from "../../db/models";
import { RateLimitError } from "../../errors";

/**
 * Sign-in throttling: failures within the window count per email and address pair, per address
 * across emails and per email across addresses, each with its own cap. The pair cap is the tight
 * one, so members behind one office NAT are not locked out by someone guessing another account
 * there. A browser with a known-device cookie for the email (`knownDevice.ts`) is judged only by
 * its own failures, so someone else's guesses never lock the owner out. Kept in the database so
 * it holds across restarts and processes.
 */
const windowStart = (windowMs: number) => new Date(Date.now() - windowMs);

const recentFailures = (where: WhereOptions<LoginAttempt>, windowMs: number) =>
  LoginAttempt.count({ where: { ...where, createdAt: { [Op.gte]: windowStart(windowMs) } } });

const refuse = (limits: LoginThrottleConfig) =>
  RateLimitError(SERVER_MESSAGES.tooManyAttempts, Math.ceil(limits.windowMs / 1000));

/** Where an attempt comes from: its address and, when the browser is known for the email, its device id. */
export interface AttemptOrigin {
  ip: string;
  device?: string | null;
}

/** Throws 429 when the pair, the address or the email (or a known device) has used up its failures. */
export const assertLoginAllowed = async (
  email: string,
  { ip, device }: AttemptOrigin,
  limits: LoginThrottleConfig,
): Promise<void> => {
  if (device) {
    if ((await recentFailures({ email, device }, limits.windowMs)) >= limits.maxFailuresPerEmailAndIp)
      throw refuse(limits);
    return;
  }
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
    throw refuse(limits);
  }
};

export const recordLoginFailure = async (email: string, { ip, device }: AttemptOrigin): Promise<void> => {
  await LoginAttempt.create({ email, ip, device: device ?? null });
};

/** A successful sign-in or a password reset forgives that email's failures. */
export const clearLoginFailures = async (email: string, transaction?: Transaction): Promise<void> => {
  await LoginAttempt.destroy({ where: { email }, transaction });
};

/** Housekeeping: attempts older than the window no longer count. */
export const sweepOldLoginAttempts = (windowMs: number): Promise<number> =>
  LoginAttempt.destroy({ where: { createdAt: { [Op.lt]: windowStart(windowMs) } } });
