/**
 * `npm run bench:mail`: how long the 08:00 digest takes for 10,000 members, and how many mails
 * per second the outbox delivers to an SMTP server on loopback. A fresh embedded PostgreSQL;
 * prints both numbers (docs/email.md keeps the last ones measured).
 */
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { migrateUp } from "../db/migrate";
import { createSequelize } from "../db/sequelize";
import { runDueDigest } from "../services/email/digest";
import { processMailBatch } from "../services/mail/outbox";
import { createMailTransport } from "../services/mail/transport";
import { startBenchPostgres } from "./benchPostgres";

const MEMBERS = Number(process.env.BENCH_MAIL_MEMBERS ?? 10_000);
/** Notifications per member for the digest: 1 to 3. */
const ITEMS = 3;
/** Outbox workers running at once, as several API processes would. */
const WORKERS = Number(process.env.BENCH_MAIL_WORKERS ?? 4);

/** A loopback SMTP server that only counts what it receives (parsing would measure the parser). */
const countingSmtpServer = async () => {
  let received = 0;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      stream.on("data", () => {});
      stream.on("end", () => {
        received += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

const main = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "kindred-mail-bench-"));
  const pg = await startBenchPostgres(dataDir);
  const smtp = await countingSmtpServer();
  try {
    await pg.ensureDatabase("bench");
    const sequelize = createSequelize(pg.url("bench"), { poolMax: WORKERS + 2 });
    await migrateUp(sequelize);

    // Yesterday's match updates (daily by default), 1 to 3 per member, all before the 08:00 cut-off.
    const now = new Date();
    now.setHours(9, 0, 0, 0);
    await sequelize.query(
      `INSERT INTO users ("email", "firstName", "lastName")
       SELECT 'digest-' || i || '@bench.test', 'Member', 'No. ' || i FROM generate_series(1, :members) AS i;
       INSERT INTO notifications ("userId", "type", "facts", "createdAt")
       SELECT u."id", 'match_update',
              jsonb_build_object('change', 'accept', 'actorName', 'Sam Seeker', 'requestTitle', NULL::text, 'spaceName', 'the studio ' || k),
              :now::timestamptz - interval '3 hours' - k * interval '1 minute'
         FROM users u CROSS JOIN generate_series(1, :items) AS k
        WHERE k <= 1 + abs(hashtext(u."id"::text)) % :items`,
      { replacements: { members: MEMBERS, items: ITEMS, now } },
    );

    const links = { publicUrl: "https://spaces.example.org", keys: ["bench-session-secret-0123456789"] };
    const digestStart = performance.now();
    const digested = await runDueDigest(links, { now: () => now });
    const digestMs = performance.now() - digestStart;
    console.log(`daily digest: ${digested} members, ${(digestMs / 1000).toFixed(2)} s`);

    const transport = createMailTransport({
      smtpUrl: smtp.url,
      from: "Kindred Spaces <no-reply@bench.test>",
      outboxDir: "",
    });
    const sendStart = performance.now();
    const worker = async () => {
      while ((await processMailBatch(transport, { batchSize: 50 })).sent > 0);
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));
    const sendSeconds = (performance.now() - sendStart) / 1000;
    transport.close();
    console.log(
      `mail queue: ${smtp.received()} mails to loopback SMTP in ${sendSeconds.toFixed(2)} s, ` +
        `${Math.round(smtp.received() / sendSeconds)} mails/s (${WORKERS} workers)`,
    );
    await sequelize.close();
  } finally {
    await smtp.close();
    await pg.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
