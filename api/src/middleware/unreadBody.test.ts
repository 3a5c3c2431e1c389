import { once } from "node:events";
import { Agent, createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { MAX_JSON_BODY_BYTES } from "@kindred/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/app";
import { useTestDatabase } from "../test/database";

const db = useTestDatabase();
let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer(createTestApp(db.sequelize).callback());
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

interface Answer {
  status: number;
  connection: string | undefined;
  ms: number;
}

/** One request on `agent`; a chunked body is written in 64 KB pieces until `bodyBytes`. */
const send = (agent: Agent, method: string, path: string, bodyBytes = 0) =>
  new Promise<Answer>((resolve, reject) => {
    const started = performance.now();
    const req = request({
      agent,
      host: "127.0.0.1",
      port,
      method,
      path,
      headers: { "Content-Type": "application/json" },
    });
    req.on("response", (res) => {
      res.resume();
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, ms: performance.now() - started }),
      );
    });
    req.on("error", reject);
    if (bodyBytes === 0) {
      req.end();
      return;
    }
    req.write('{"text":"');
    const piece = "a".repeat(64 * 1024);
    let written = 0;
    const writeMore = () => {
      while (written < bodyBytes) {
        written += piece.length;
        if (!req.write(piece)) return void req.once("drain", writeMore);
      }
      req.end('"}');
    };
    // A server that closes early makes later writes fail; the answer already came.
    req.on("error", () => {});
    writeMore();
  });

describe("a request refused before its body is read", () => {
  it("answers 413 to a chunked body over 1 MB and the keep-alive agent's next request is answered at once", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const tooLarge = await send(agent, "POST", "/api/space-offers", MAX_JSON_BODY_BYTES * 2);
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.connection).toBe("close");
      const next = await send(agent, "GET", "/api/health");
      expect(next.status).toBe(200);
      expect(next.ms).toBeLessThan(2000);
    } finally {
      agent.destroy();
    }
  }, 20_000);

  it("keeps the connection open after a request whose body was read", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const refused = await send(agent, "POST", "/api/space-offers", 1000);
      expect(refused.status).toBe(401);
      expect(refused.connection).toBe("keep-alive");
    } finally {
      agent.destroy();
    }
  });
});
