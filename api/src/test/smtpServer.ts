import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface TestSmtpServer {
  url: string;
  /** Every mail received, parsed, in order. */
  received: ParsedMail[];
  /** Stops listening: connections are refused, as when the mail server is down. */
  down: () => Promise<void>;
  /** Listens again on the same port. */
  up: () => Promise<void>;
  close: () => Promise<void>;
}

/** A real SMTP server on loopback (no TLS, no auth) that keeps what it receives. */
export const startTestSmtpServer = async (): Promise<TestSmtpServer> => {
  const received: ParsedMail[] = [];
  let port = 0;
  let server: SMTPServer;
  const listen = async () => {
    server = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      // Going down drops the transport's pooled connections at once, as a restarting server would.
      closeTimeout: 50,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push(mail);
            callback();
          })
          .catch(callback);
      },
    });
    // A client that drops its connection (a killed API, a pooled connection reset while going
    // down) is an `error` event on the server; like a real mail server, it only ends that
    // connection. Unheard, node would throw it and end the whole process.
    server.on("error", () => {});
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    port = (server.server.address() as AddressInfo).port;
  };
  const stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  await listen();
  return { url: `smtp://127.0.0.1:${port}`, received, down: stop, up: listen, close: stop };
};
