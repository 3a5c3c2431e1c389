import type { InvokeChannel } from "./channels";
import { INVOKE, INVOKE_NAMES, type InvokeArgs, type InvokeName, type InvokeResult } from "./ipc";
import type { MenuCommand } from "./menu";

/** The two ipcRenderer capabilities the bridge needs; ipcRenderer itself never reaches the page. */
export interface BridgeTransport {
  invoke(channel: InvokeChannel, ...args: unknown[]): Promise<unknown>;
  onNavigate(listener: (path: string) => void): void;
  onMenuCommand(listener: (command: MenuCommand) => void): void;
}

/** One method per entry of the INVOKE table, typed from its arguments and result. */
type Invokers = { [N in InvokeName]: (...args: InvokeArgs<N>) => Promise<InvokeResult<N>> };

/**
 * window.desktop: one named method per entry of the INVOKE table (shared/ipc.ts), whose results
 * the validated handlers in src/main/ipc produce, and the two main → renderer listeners.
 */
export const createBridge = (transport: BridgeTransport) => {
  let navigationListener: ((path: string) => void) | undefined;
  let menuListener: ((command: MenuCommand) => void) | undefined;
  // A command chosen before the UI listens has nothing to act on yet: it is dropped.
  transport.onMenuCommand((command) => menuListener?.(command));
  transport.onNavigate((path) => {
    // Without a router listener, a plain page load still lands on the right screen.
    if (navigationListener) navigationListener(path);
    else (globalThis as { location?: { assign(url: string): void } }).location?.assign(path);
  });

  const invokers = Object.fromEntries(
    INVOKE_NAMES.map((name) => [name, (...args: unknown[]) => transport.invoke(INVOKE[name].channel, ...args)]),
  ) as Invokers;

  return {
    ...invokers,
    /** The router registers here so a notification click navigates without a reload. Returns an unsubscribe. */
    onNavigate: (listener: (path: string) => void) => {
      navigationListener = listener;
      return () => {
        if (navigationListener === listener) navigationListener = undefined;
      };
    },
    /** The UI registers here for app-menu commands. Returns an unsubscribe. */
    onMenuCommand: (listener: (command: MenuCommand) => void) => {
      menuListener = listener;
      return () => {
        if (menuListener === listener) menuListener = undefined;
      };
    },
  };
};

export type DesktopBridge = ReturnType<typeof createBridge>;
