import { once } from "node:events";
import { createConnection, createServer, type Server, type Socket } from "node:net";

/**
 * A TCP pass-through in front of the test server that a test can pull and plug back in. While it
 * is stopped its port is closed: the browser (or the desktop app) meets a real unreachable server,
 * connection refused, not a mocked failure.
 */
export const serverSwitch = (port: number, targetPort: number) => {
  let server: Server | null = null;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  };
  return {
    url: `http://127.0.0.1:${port}`,
    async start(): Promise<void> {
      server = createServer((client) => {
        const upstream = createConnection({ host: "127.0.0.1", port: targetPort });
        track(client);
        track(upstream);
        client.pipe(upstream).pipe(client);
        client.on("error", () => upstream.destroy());
        upstream.on("error", () => client.destroy());
      });
      server.listen(port, "127.0.0.1");
      await once(server, "listening");
    },
    /** Closes the port and cuts every open connection (event streams included). */
    async stop(): Promise<void> {
      if (!server) return;
      const closed = once(server, "close");
      server.close();
      for (const socket of sockets) socket.destroy();
      await closed;
      server = null;
    },
  };
};
