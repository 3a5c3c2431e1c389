import { randomUUID } from "node:crypto";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createMailTransport, type OutgoingMail } from "./transport";

const root = mkdtempSync(join(tmpdir(), "kindred-outbox-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const mail = (): OutgoingMail => ({
  id: randomUUID(),
  to: "maya@example.org",
  subject: "Reset your password",
  text: "https://kindred.test/reset-password?token=secret",
  html: "<p>reset</p>",
  headers: {},
});
const modeOf = (path: string) => statSync(path).mode & 0o777;

describe("the outbox folder (no SMTP_URL)", () => {
  const transportIn = (outboxDir: string) =>
    createMailTransport({ smtpUrl: null, from: "Kindred Spaces <no-reply@kindred.test>", outboxDir }, () => {});

  it("writes each mail 0600 in a folder it creates 0700", async () => {
    const outboxDir = join(root, "fresh", "outbox");
    const sent = mail();
    const transport = transportIn(outboxDir);
    await transport.send(sent);
    transport.close();
    const file = join(outboxDir, `${sent.id}.eml`);
    expect(readFileSync(file, "utf8")).toContain("Subject: Reset your password");
    expect(modeOf(file)).toBe(0o600);
    expect(modeOf(outboxDir)).toBe(0o700);
  });

  it("tightens a folder an older version left readable by everyone", async () => {
    const outboxDir = join(root, "old", "outbox");
    mkdirSync(outboxDir, { recursive: true });
    chmodSync(outboxDir, 0o755);
    const transport = transportIn(outboxDir);
    const sent = mail();
    await transport.send(sent);
    transport.close();
    expect(modeOf(outboxDir)).toBe(0o700);
    expect(modeOf(join(outboxDir, `${sent.id}.eml`))).toBe(0o600);
  });
});
