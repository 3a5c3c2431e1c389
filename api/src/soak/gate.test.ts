import { once } from "node:events";
import { createConnection, createServer } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { findFreePort } from "../db/embeddedPostgres";
import { startGate } from "./gate";

/** An echo server behind the gate. */
const echo = createServer((socket) => socket.pipe(socket));
afterAll(() => new Promise((resolve) => echo.close(resolve)));

/** Sends `text` through the gate: its echo, or the connection's error code. */
const roundTrip = (port: number, text: string) =>
  new Promise<string>((resolve) => {
    const socket = createConnection(port, "127.0.0.1", () => socket.write(text));
    socket.once("data", (data) => {
      resolve(String(data));
      socket.destroy();
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
  });

describe("soak gate", () => {
  it("forwards, refuses while closed and cuts open connections, forwards again on the same port once opened", async () => {
    echo.listen(0, "127.0.0.1");
    await once(echo, "listening");
    const target = (echo.address() as { port: number }).port;
    const gate = await startGate(await findFreePort(), target);
    expect(await roundTrip(gate.port, "hello")).toBe("hello");

    const open = createConnection(gate.port, "127.0.0.1");
    await once(open, "connect");
    const cut = once(open, "close");
    await gate.close();
    await cut;
    expect(await roundTrip(gate.port, "anyone?")).toBe("ECONNREFUSED");

    await gate.open();
    expect(await roundTrip(gate.port, "again")).toBe("again");
    await gate.close();
  });
});
