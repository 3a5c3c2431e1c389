import { createRequire } from "node:module";
import { QueryTypes } from "sequelize";
import { describe, expect, it } from "vitest";
import { JOB_NAMES, JOB_SCHEMA } from "../../db/jobQueue";
import { useTestDatabase } from "../../test/database";
import { useTestMail } from "../../test/mail";
import { renderMail } from "../mail/layout";
import { queueMail, startMailWorker } from "../mail/outbox";
import { startJobRunner } from "./jobRunner";

const db = useTestDatabase();
const testMail = useTestMail();

const rows = <T extends object>(sql: string, replacements: Record<string, unknown> = {}) =>
  db.sequelize.query<T>(sql, { replacements, type: QueryTypes.SELECT });

describe("the job queue", () => {
  it("is installed by migrateUp at the schema version its pg-boss needs, with one short queue per task", async () => {
    const needed = (createRequire(import.meta.url)("pg-boss/version.json") as { schema: number }).schema;
    const [version] = await rows<{ version: number }>(`SELECT "version" FROM ${JOB_SCHEMA}.version`);
    expect(Number(version?.version)).toBe(needed);
    const queues = await rows<{ name: string; policy: string }>(
      `SELECT "name", "policy" FROM ${JOB_SCHEMA}.queue WHERE "name" IN (:names) ORDER BY "name"`,
      { names: [...JOB_NAMES] },
    );
    expect(queues).toEqual([...JOB_NAMES].sort().map((name) => ({ name, policy: "short" })));
  });

  it("starts the next run at once when a killed process left one active", async () => {
    // What a process killed with kill -9 mid-run leaves: a run that stays active until it expires.
    await db.sequelize.query(
      `INSERT INTO ${JOB_SCHEMA}.job ("name", "state", "policy", "started_on")
       SELECT "name", 'active', "policy", now() FROM ${JOB_SCHEMA}.queue WHERE "name" = 'mail'`,
    );
    await queueMail({
      to: "member@example.org",
      subject: "After the kill",
      ...renderMail({ greeting: "Hello,", paragraphs: ["Still delivered"] }),
    });
    const stop = startMailWorker(testMail.transport, { idleMs: 60_000 });
    try {
      await expect
        .poll(() => testMail.smtp.received.map((mail) => mail.subject), { timeout: 5_000 })
        .toContain("After the kill");
    } finally {
      await stop();
    }
  });

  it("on stop takes no new run and waits for the one under way", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = 0;
    let finished = 0;
    const runner = await startJobRunner([
      {
        name: "housekeeping",
        everyMs: 500,
        run: async () => {
          started += 1;
          await gate;
          finished += 1;
          return { again: true };
        },
      },
    ]);
    await expect.poll(() => started, { timeout: 5_000 }).toBe(1);
    let stopped = false;
    const stopping = runner.stop().then(() => {
      stopped = true;
    });
    // The run under way holds the stop back (it is polled every half second).
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect({ started, finished }).toEqual({ started: 1, finished: 1 });
  });
});
