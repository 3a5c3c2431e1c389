import { afterAll, beforeAll, beforeEach } from "vitest";
import { database } from "../db/database";
import { createMailTransport, type MailTransport } from "../services/mail/transport";
import { startTestSmtpServer, type TestSmtpServer } from "./smtpServer";

export interface TestMail {
  /** The SMTP server on loopback that receives what is sent. */
  smtp: TestSmtpServer;
  /** A transport pointed at it. */
  transport: MailTransport;
}

/**
 * A mail test file's set-up: a real SMTP server on loopback and a transport to it for the whole
 * file; each test starts with nothing received and an empty mail_outbox. Read the fields inside
 * tests (they are set before the first one runs).
 */
export const useTestMail = (): TestMail => {
  const mail = {} as TestMail;
  beforeAll(async () => {
    mail.smtp = await startTestSmtpServer();
    mail.transport = createMailTransport(
      { smtpUrl: mail.smtp.url, from: "Kindred Spaces <no-reply@kindred.test>", outboxDir: "/nonexistent" },
      () => {},
    );
  });
  afterAll(async () => {
    mail.transport.close();
    await mail.smtp.close();
  });
  beforeEach(async () => {
    mail.smtp.received.length = 0;
    await database().query("DELETE FROM mail_outbox");
  });
  return mail;
};
