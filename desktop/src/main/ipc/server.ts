import type { ServerConnection, ServerSettingsView } from "../../shared/api";
import { parseServerUrl } from "../settings";
import { IpcRequestError } from "./handle";

export interface ServerDeps {
  getServerUrl(): string;
  isSaved(): boolean;
  /** GET through the app session (its proxy settings and certificates), like every API call. */
  fetch(url: string): Promise<Response>;
  /** Remembers the server and reopens the app on it. */
  save(serverUrl: string): Promise<void>;
}

/** The Server screen's calls: what is set, whether an address answers /api/health, and saving it. */
export const createServerHandlers = (deps: ServerDeps) => {
  return {
    getServer: (): ServerSettingsView => ({ serverUrl: deps.getServerUrl(), saved: deps.isSaved() }),

    async testServer(address: string): Promise<ServerConnection> {
      const serverUrl = parseServerUrl(address);
      if (!serverUrl) return { serverUrl: address, reachable: false };
      try {
        const response = await deps.fetch(`${serverUrl}/api/health`);
        return { serverUrl, reachable: response.ok };
      } catch {
        return { serverUrl, reachable: false };
      }
    },

    async saveServer(address: string): Promise<void> {
      const serverUrl = parseServerUrl(address);
      if (!serverUrl) throw new IpcRequestError("saveServer: not an http(s) address");
      await deps.save(serverUrl);
    },
  };
};
