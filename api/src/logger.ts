import { AsyncLocalStorage } from "node:async_hooks";
import pino, { type DestinationStream, type Logger } from "pino";
import pretty from "pino-pretty";
import type { LogLevel } from "./config";

export type { Logger };

/**
 * Keys whose values never reach a log line, wherever they sit in a logged object: sessions,
 * credentials and tokens. Request bodies and headers are not logged at all; this is the net
 * under anything logged by mistake.
 */
const SECRET_KEYS = [
  "cookie",
  "set-cookie",
  "authorization",
  "password",
  "newPassword",
  "currentPassword",
  "token",
  "accessToken",
  "refreshToken",
  "secret",
  "code",
];
const REDACT_PATHS = SECRET_KEYS.flatMap((key) => [`["${key}"]`, `*["${key}"]`, `*.*["${key}"]`]);

interface LoggerOptions {
  level: LogLevel;
  /** Where lines go; defaults to stdout, human-readable when stdout is a terminal. */
  destination?: DestinationStream;
}

/** One JSON object a line (pino), for the log collector; coloured text for a person at a terminal. */
export const createLogger = ({ level, destination }: LoggerOptions): Logger => {
  const options = { level, redact: { paths: REDACT_PATHS, censor: "[redacted]" } };
  if (destination) return pino(options, destination);
  if (process.stdout.isTTY) return pino(options, pretty({ colorize: true, ignore: "pid,hostname", sync: true }));
  return pino(options);
};

const requestLoggers = new AsyncLocalStorage<Logger>();
let processLogger: Logger | undefined;

/** The logger for lines outside any request: the app's own (`createApp` sets it). */
export const setProcessLogger = (logger: Logger): void => {
  processLogger = logger;
};

/** Runs `work` so that `currentLogger()` answers `logger` in it and in everything it starts. */
export const withRequestLogger = <T>(logger: Logger, work: () => T): T => requestLoggers.run(logger, work);

/**
 * For services that run deep inside a request (or after its commit) with no context at hand:
 * the request's logger, which stamps its id, else the process's.
 */
export const currentLogger = (): Logger => {
  processLogger ??= createLogger({ level: "info" });
  return requestLoggers.getStore() ?? processLogger;
};
