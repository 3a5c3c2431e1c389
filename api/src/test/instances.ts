import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, expect } from "vitest";
import { createSessionCache, type SessionCache, streamSessionCheck } from "../services/auth/sessionCache";
import { createKeptAnswers, type KeptAnswers } from "../services/listings/keptAnswers";
import { attachRealtime } from "../services/realtime/attach";
import { type RealtimeHub, type RealtimeHubOptions, startRealtimeHub } from "../services/realtime/hub";
import { createTestApp } from "./app";
import type { TestDatabase } from "./database";
import { TEST_PASSWORD } from "./factories";

/** One API process: its app, its LISTEN hub (feeding its session cache and kept answers), its HTTP server. */
export interface Instance {
  cache: SessionCache;
  keptAnswers: KeptAnswers;
  hub: RealtimeHub;
  server: Server;
  url: string;
}

/**
 * Starts API "processes" on the test file's database as a test asks for them, each with what the
 * server gives a process: a realtime hub and a session cache fed by it. `url` points the hub at
 * another address of the database (a proxy the test can cut). All stop after the file.
 */
export const useInstances = (db: TestDatabase) => {
  const instances: Instance[] = [];
  afterAll(async () => {
    for (const { hub, server } of instances) {
      await hub.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
  return async ({
    url,
    ...options
  }: Omit<RealtimeHubOptions, "channels" | "sessionCheck"> & { url?: string } = {}): Promise<Instance> => {
    const cache = createSessionCache();
    const keptAnswers = createKeptAnswers({ maxBytes: 16 * 1024 * 1024 });
    const app = createTestApp(db.sequelize, {}, { sessionCache: cache, keptAnswers });
    const hub = await startRealtimeHub(url ?? db.url, {
      ...options,
      channels: [cache.listener, keptAnswers.listener],
      sessionCheck: streamSessionCheck,
    });
    attachRealtime(app, hub);
    const server = createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const instance = {
      cache,
      keptAnswers,
      hub,
      server,
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    };
    instances.push(instance);
    return instance;
  };
};

/** Signs `email` in (password TEST_PASSWORD) on one instance; returns the session cookie header. */
export const signIn = async (instance: Instance, email: string): Promise<string> => {
  const response = await fetch(`${instance.url}/api/auth/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
};
