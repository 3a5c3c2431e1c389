import { createConnection, createServer, type Server, type Socket } from "node:net";

export interface Gate {
  port: number;
  /** Refuses new connections and cuts the open ones: the service is unreachable. */
  close: () => Promise<void>;
  /** Forwards again on the same port. */
  open: () => Promise<void>;
}

/**
 * A TCP forwarder on a fixed loopback port in front of a service the soak runs itself (the SMTP
 * server, the Meilisearch double): closing it makes the service unreachable for the API while
 * the service keeps what it received, so the soak can count afterwards.
 */
export const startGate = async (port: number, targetPort: number): Promise<Gate> => {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  const open = async () => {
    const next = createServer((client) => {
      const upstream = createConnection(targetPort, "127.0.0.1");
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on("close", () => sockets.delete(socket));
        socket.on("error", () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      next.once("error", reject);
      next.listen(port, "127.0.0.1", () => resolve());
    });
    server = next;
  };
  const close = async () => {
    const current = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  };
  await open();
  return { port, close, open };
};
