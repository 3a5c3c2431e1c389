import {
  choiceLabel,
  type MatchFacts,
  MISSIONS,
  matchReasons,
  type NotificationContent,
  notificationText,
} from "@kindred/contract";
import { QueryTypes } from "sequelize";
import type { Sequelize } from "sequelize-typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inLocale } from "../../lib/readerLocale";
import { createDatabase, databaseUrl, dropDatabase } from "../../test/database";
import { createMigrator } from "../migrate";
import { createSequelize } from "../sequelize";

const BEFORE_FACTS = "20261122192000-rank-name-matches-first-in-search";

let name = "";
let sequelize: Sequelize;
const select = <T extends object>(sql: string) => sequelize.query<T>(sql, { type: QueryTypes.SELECT });

beforeAll(async () => {
  name = await createDatabase({ empty: true });
  sequelize = createSequelize(databaseUrl(name), { poolMax: 2 });
  await createMigrator(sequelize).up({ to: BEFORE_FACTS });
});
afterAll(async () => {
  await sequelize.close();
  await dropDatabase(name);
});

// Texts exactly as the server wrote them before facts, including names that look like the templates.
const OLD_NOTIFICATIONS: [type: string, title: string, message: string][] = [
  ["new_match", "New match!", "Your workshop request matches Sunrise Studio: 3 shared values"],
  ["new_match", "New match!", "Your other request matches Loft: Upstairs: 1 shared value"],
  ["new_match", "New match!", 'Sunrise Studio matches the request "Weekly "Grief" Circle": 2 shared values'],
  [
    "match_update",
    "Match update",
    'Maya Rivera accepted the match for "Weekly Grief Circle". Accept too to confirm it.',
  ],
  ["match_update", "Match update", "Leah Goldberg accepted: the match for Sunrise Studio is confirmed."],
  ["match_update", "Match update", "Leah Goldberg declined the match for Sunrise Studio."],
  ["match_update", "Match update", "Maya Rivera marked the match for Sunrise Studio as completed."],
  ["match_update", "Match update", "Anonymous User removed their listing, so the match for Loft. is closed."],
  ["new_message", "New message from Maya Rivera", "Hello: would Tuesday work?"],
];

const OLD_REASONS = [
  [
    "Shared missions: creative-arts, community-building",
    "Shared activities: workshop",
    "Both want a workshop space",
    "Room for 20 (you need 12)",
  ],
  [
    `Shared missions: ${MISSIONS[0]}`,
    "Shared values: skill-building",
    "Flexible space type (other / outdoor)",
    "Room for 5",
    "Partner space",
  ],
  ["Shared missions: wellness-healing", "Both want an outdoor space", "Room for 30 (you need 1)"],
];

const READ_REASONS = [
  [
    "Shared missions: Creative arts, Community building",
    "Shared activities: Workshop",
    "Both want a workshop space",
    "Room for 20 (you need 12)",
  ],
  [
    `Shared missions: ${choiceLabel(MISSIONS[0])}`,
    "Shared values: Skill building",
    "Flexible space type (other / outdoor)",
    "Room for 5",
    "Partner space",
  ],
  ["Shared missions: Wellness & healing", "Both want an outdoor space", "Room for 30 (you need 1)"],
];

describe("notifications and matches keep facts, not texts", () => {
  it("turn every text written so far into facts that read the same", async () => {
    const [user] = await select<{ id: string }>(
      `INSERT INTO users ("email", "firstName") VALUES ('migrate@example.org', 'Maya') RETURNING "id"`,
    );
    for (const [type, title, message] of OLD_NOTIFICATIONS) {
      await sequelize.query(
        `INSERT INTO notifications ("userId", "type", "title", "message") VALUES (:userId, :type, :title, :message)`,
        { replacements: { userId: user?.id, type, title, message } },
      );
    }
    for (const reasons of OLD_REASONS) {
      await sequelize.query(`INSERT INTO matches ("score", "reasons") VALUES (7, ARRAY[:reasons]::text[])`, {
        replacements: { reasons },
      });
    }

    await createMigrator(sequelize).up();

    const notifications = await select<NotificationContent & { createdAt: Date }>(
      `SELECT "type", "facts" FROM notifications ORDER BY "createdAt", "id"`,
    );
    const read = notifications.map((content) => {
      const { title, message } = notificationText(content);
      return [content.type, title, message];
    });
    expect(read.sort()).toEqual([...OLD_NOTIFICATIONS].sort());
    const matches = await select<{ facts: MatchFacts }>(`SELECT "facts" FROM matches`);
    // The same reasons, their ids now read as labels (DESIGN 11.8).
    expect(matches.map(({ facts }) => matchReasons(facts, "seeker")).sort()).toEqual([...READ_REASONS].sort());
    expect(matches.flatMap(({ facts }) => matchReasons(facts, "host"))).toContain("Room for 12 of your 20");
  });

  it("roll back to the same texts", async () => {
    await createMigrator(sequelize).down({ to: "20261123200000-notifications-store-facts-not-texts" });
    const notifications = await select<{ type: string; title: string; message: string }>(
      `SELECT "type", "title", "message" FROM notifications`,
    );
    expect(notifications.map((n) => [n.type, n.title, n.message]).sort()).toEqual([...OLD_NOTIFICATIONS].sort());
    const matches = await select<{ reasons: string[] }>(`SELECT "reasons" FROM matches`);
    expect(matches.map((m) => m.reasons).sort()).toEqual([...OLD_REASONS].sort());
  });
});

describe("facts that still held English words (20261130010000)", () => {
  // As the server wrote them before: the match's subject, a removed message's placeholder, a suspension's end.
  const OLD_FACTS: [type: string, facts: object, message: string][] = [
    [
      "match_update",
      { change: "decline", actorName: "Maya Rivera", subject: '"Weekly Grief Circle"' },
      'Maya Rivera declined the match for "Weekly Grief Circle".',
    ],
    [
      "match_update",
      { change: "closed", actorName: null, subject: "Sunrise Studio" },
      "Former member removed their listing, so the match for Sunrise Studio is closed.",
    ],
    [
      "match_update",
      { change: "complete", actorName: "Leah", subject: "your listing" },
      "Leah marked the match for your listing as completed.",
    ],
    ["new_message", { senderName: "Maya", preview: "Removed by a moderator" }, "Removed by a moderator"],
    [
      "moderation_notice",
      { action: "suspension", reason: "Spam", until: "December 4, 2026" },
      "Your account is suspended until December 4, 2026. The reason: Spam",
    ],
    [
      "moderation_notice",
      { action: "suspension", reason: "Spam", until: null },
      "Your account is suspended until a moderator lifts it. The reason: Spam",
    ],
  ];
  const SPANISH = [
    "Maya Rivera rechazó la coincidencia para «Weekly Grief Circle».",
    "Antiguo miembro eliminó su anuncio, así que la coincidencia para Sunrise Studio está cerrada.",
    "Leah marcó como completada la coincidencia para tu anuncio.",
    "Eliminado por un moderador",
    "Tu cuenta está suspendida hasta el 4 de diciembre de 2026. El motivo: Spam",
  ];
  const read = async (locale: "en" | "es") => {
    const rows = await select<NotificationContent>(`SELECT "type", "facts" FROM notifications ORDER BY "id"`);
    return inLocale(locale, () => rows.map((content) => notificationText(content).message)).sort();
  };

  it("become the values they were made from, read the same in English and worded in Spanish", async () => {
    await createMigrator(sequelize).up({ to: "20261129030000-member-locale" });
    await sequelize.query("DELETE FROM notifications");
    const [user] = await select<{ id: string }>(`SELECT "id" FROM users LIMIT 1`);
    const [match] = await select<{ id: string }>(
      `INSERT INTO matches ("score", "facts") VALUES (1, '{}'::jsonb) RETURNING "id"`,
    );
    await sequelize.query(`INSERT INTO messages ("matchId", "content", "removedAt") VALUES (:matchId, 'gone', now())`, {
      replacements: { matchId: match?.id },
    });
    for (const [type, facts] of OLD_FACTS) {
      await sequelize.query(
        `INSERT INTO notifications ("userId", "type", "facts", "matchId") VALUES (:userId, :type, :facts::jsonb, :matchId)`,
        { replacements: { userId: user?.id, type, facts: JSON.stringify(facts), matchId: match?.id } },
      );
    }
    await createMigrator(sequelize).up();
    const english = OLD_FACTS.map(([, , message]) => message).sort();
    expect(await read("en")).toEqual(english);
    const spanish = await read("es");
    for (const message of SPANISH) expect(spanish).toContain(message);
    expect(JSON.stringify(await select(`SELECT "facts" FROM notifications`))).not.toMatch(/subject|December|Removed/);

    await createMigrator(sequelize).down({ to: "20261129030000-member-locale" });
    const restored = await select<{ facts: object }>(`SELECT "facts" FROM notifications`);
    expect(restored.map(({ facts }) => facts)).toEqual(expect.arrayContaining(OLD_FACTS.map(([, facts]) => facts)));
  });
});
