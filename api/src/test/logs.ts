import { Writable } from "node:stream";
import { createLogger, type Logger } from "../logger";

export type LogLine = Record<string, unknown> & { msg?: string; requestId?: string; level: number };

/** A logger whose JSON lines stay in memory for a test to read. */
export const memoryLogger = (): { logger: Logger; lines: () => LogLine[]; text: () => string } => {
  const chunks: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const logger = createLogger({ level: "info", destination });
  const text = () => chunks.join("");
  const lines = () =>
    text()
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine);
  return { logger, lines, text };
};
