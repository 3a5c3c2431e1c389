import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSmtpServer, type TestSmtpServer } from "../../test/smtpServer";
import { createMailTransport, type OutgoingMail } from "./transport";

const FROM = "Kindred Spaces <no-reply@kindred.test>";
const mail = (id: string, headers: Record<string, string> = {}): OutgoingMail => ({
  id,
  to: "maya@example.org",
  subject: "New message from Leah",
  text: "See you Tuesday",
  html: "<p>See you Tuesday</p>",
  headers,
});

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
});
afterAll(() => smtp.close());

describe("every mail says a machine sent it (Auto-Submitted: auto-generated)", () => {
  it("over SMTP, as mailparser reads it, beside the mail's own headers", async () => {
    const transport = createMailTransport({ smtpUrl: smtp.url, from: FROM, outboxDir: "/nonexistent" }, () => {});
    try {
      await transport.send(mail("7b0f8f0e-55d3-4a8e-9a43-3f1c3f0a9c11", { "X-Entity-Ref-ID": "digest-2026-11-27" }));
    } finally {
      transport.close();
    }
    const [received] = smtp.received;
    expect(received?.headers.get("auto-submitted")).toBe("auto-generated");
    expect(received?.headers.get("x-entity-ref-id")).toBe("digest-2026-11-27");
  });

  it("in the outbox files written without SMTP_URL", async () => {
    const outboxDir = await mkdtemp(join(tmpdir(), "kindred-outbox-"));
    try {
      const transport = createMailTransport({ smtpUrl: null, from: FROM, outboxDir }, () => {});
      await transport.send(mail("0c2b3c1e-7d51-4b7e-9f61-2a7d9f6f1a22"));
      transport.close();
      const [file] = await readdir(outboxDir);
      const parsed = await simpleParser(await readFile(join(outboxDir, file ?? "")));
      expect(parsed.headers.get("auto-submitted")).toBe("auto-generated");
    } finally {
      await rm(outboxDir, { recursive: true, force: true });
    }
  });
});
