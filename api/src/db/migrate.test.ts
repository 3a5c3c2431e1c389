import { QueryTypes } from "sequelize";
import type { Sequelize } from "sequelize-typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, databaseUrl, dropDatabase } from "../test/database";
import { createMigrator, migrateUp } from "./migrate";
import { createSequelize } from "./sequelize";

const TABLES = [
  "account_deletion_tokens",
  "audit_log",
  "blocks",
  "booking_occurrences",
  "bookings",
  "calendar_feeds",
  "desktop_sign_ins",
  "digest_runs",
  "email_verifications",
  "favorites",
  "feedback",
  "housekeeping_runs",
  "idempotency_keys",
  "login_attempts",
  "mail_outbox",
  "match_list_versions",
  "matches",
  "member_references",
  "messages",
  "notification_mail_queue",
  "notification_preferences",
  "notifications",
  "password_resets",
  "rate_limits",
  "reports",
  "search_names",
  "search_outbox",
  "search_outbox_failed",
  "search_terms",
  "search_word_stats",
  "search_word_stats_copies",
  "sessions",
  "space_offers",
  "space_requests",
  "sql_definitions",
  "stored_objects",
  "users",
];

let name = "";
let sequelize: Sequelize;

beforeAll(async () => {
  name = await createDatabase({ empty: true });
  sequelize = createSequelize(databaseUrl(name), { poolMax: 2 });
});
afterAll(async () => {
  await sequelize.close();
  await dropDatabase(name);
});

const tables = async () =>
  (
    await sequelize.query<{ tablename: string }>(
      "SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'SequelizeMeta' ORDER BY 1",
      { type: QueryTypes.SELECT },
    )
  ).map((row) => row.tablename);

const indexes = async () =>
  Object.fromEntries(
    (
      await sequelize.query<{ indexname: string; indexdef: string }>(
        "SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public'",
        { type: QueryTypes.SELECT },
      )
    ).map((row) => [row.indexname, row.indexdef]),
  );

describe("migrations", () => {
  it("build the whole schema from an empty database, named by timestamp", async () => {
    const applied = await migrateUp(sequelize);
    expect(applied.length).toBeGreaterThanOrEqual(5);
    for (const migration of applied) expect(migration).toMatch(/^\d{14}-[a-z0-9-]+$/);
    expect(applied).toEqual([...applied].sort());
    expect(await tables()).toEqual(TABLES);
  });

  it("index every lookup", async () => {
    const all = await indexes();
    expect(all.space_requests_values).toContain("USING gin");
    expect(all.space_offers_supported_causes).toContain("USING gin");
    expect(all.notifications_unread).toContain("WHERE (NOT");
    expect(all.messages_unread).toContain("WHERE (NOT");
    expect(all.sessions_expire).toBeDefined();
    expect(all.login_attempts_email).toContain('(email, "createdAt")');
    expect(all.login_attempts_ip).toContain('(ip, "createdAt")');
    expect(all.matches_request_offer).toContain("UNIQUE");
    expect(all.favorites_user_offer).toContain("UNIQUE");
    expect(all.blocks_pair).toContain("UNIQUE");
    expect(all.blocks_blocked).toContain('("blockedId")');
    expect(all.reports_reporter).toContain('"reporterId"');
    expect(all.desktop_sign_ins_expiry).toContain('("expiresAt")');
  });

  it("cascade owned rows, keep feedback when its member goes and matches when a listing goes", async () => {
    const rules = await sequelize.query<{ table: string; column: string; rule: string }>(
      `SELECT tc.table_name AS "table", kcu.column_name AS "column", rc.delete_rule AS "rule"
         FROM information_schema.referential_constraints rc
         JOIN information_schema.table_constraints tc ON tc.constraint_name = rc.constraint_name
         JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = rc.constraint_name`,
      { type: QueryTypes.SELECT },
    );
    const rule = (table: string, column: string) => rules.find((r) => r.table === table && r.column === column)?.rule;
    expect(rule("space_requests", "userId")).toBe("CASCADE");
    // Closed matches outlive a deleted listing (20261122160000-keep-closed-matches-when-a-listing-goes).
    expect(rule("matches", "spaceRequestId")).toBe("SET NULL");
    expect(rule("matches", "spaceOfferId")).toBe("SET NULL");
    expect(rule("messages", "matchId")).toBe("CASCADE");
    expect(rule("favorites", "userId")).toBe("CASCADE");
    expect(rule("feedback", "userId")).toBe("SET NULL");
    expect(rule("blocks", "blockerId")).toBe("CASCADE");
    expect(rule("blocks", "blockedId")).toBe("CASCADE");
    expect(rule("reports", "reporterId")).toBe("SET NULL");
  });

  it("do nothing when run again", async () => {
    expect(await migrateUp(sequelize)).toEqual([]);
  });

  it("take turns when several hosts start at once: one applies, the others find nothing pending", async () => {
    const fresh = await createDatabase({ empty: true });
    const hosts = [1, 2, 3].map(() => createSequelize(databaseUrl(fresh), { poolMax: 1 }));
    try {
      const applied = await Promise.all(hosts.map((host) => migrateUp(host)));
      const [ran, ...others] = [...applied].sort((a, b) => b.length - a.length);
      expect(ran?.length).toBeGreaterThanOrEqual(5);
      expect(others).toEqual([[], []]);
    } finally {
      for (const host of hosts) await host.close();
      await dropDatabase(fresh);
    }
  });

  it("can be rolled back to empty and applied again", async () => {
    await createMigrator(sequelize).down({ to: 0 });
    expect(await tables()).toEqual([]);
    expect((await migrateUp(sequelize)).length).toBeGreaterThanOrEqual(5);
    expect(await tables()).toEqual(TABLES);
  });
});
