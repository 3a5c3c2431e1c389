import type { z } from "zod";
import type { InvokeChannel } from "../../shared/channels";
import { originOf } from "../origin";

/** The slice of an IPC invoke event the guard reads. */
export interface InvokeEventLike {
  senderFrame: { url: string } | null;
}

/** The slice of ipcMain used here. */
export interface IpcMainLike {
  handle(channel: string, listener: (event: InvokeEventLike, ...args: unknown[]) => unknown): void;
}

export class IpcRequestError extends Error {
  override name = "IpcRequestError";
}

/** Only our own pages (app:// or the dev server) may call into the main process. */
export const isTrustedSender = (event: InvokeEventLike, trustedOrigins: readonly string[]): boolean => {
  const origin = event.senderFrame ? originOf(event.senderFrame.url) : null;
  return origin !== null && trustedOrigins.includes(origin);
};

export interface ValidatedHandler<S extends z.ZodTuple = z.ZodTuple> {
  args: S;
  run: (...args: z.infer<S>) => unknown;
}

/**
 * Registers one handler per channel. Each call is refused unless it comes from a
 * trusted page and its arguments match the schema; the handler sees parsed values only.
 */
export const registerIpcHandlers = (
  ipcMain: IpcMainLike,
  handlers: Record<InvokeChannel, ValidatedHandler>,
  trustedOrigins: readonly string[],
): void => {
  for (const [channel, handler] of Object.entries(handlers) as [InvokeChannel, ValidatedHandler][]) {
    ipcMain.handle(channel, async (event, ...rawArgs) => {
      if (!isTrustedSender(event, trustedOrigins)) throw new IpcRequestError(`${channel}: untrusted sender`);
      const parsed = handler.args.safeParse(rawArgs);
      if (!parsed.success) {
        const detail = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
        throw new IpcRequestError(`${channel}: invalid arguments (${detail})`);
      }
      return handler.run(...(parsed.data as unknown[]));
    });
  }
};
