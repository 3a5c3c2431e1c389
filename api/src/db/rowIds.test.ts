import { QueryTypes } from "sequelize";
import { describe, expect, it } from "vitest";
import { postMessage } from "../services/matching/conversationMessages";
import { createAndMatchRequest } from "../services/matching/runMatching";
import { useTestDatabase } from "../test/database";
import { createMatchedPair, createSpaceOffer, createUser, newRequestBody } from "../test/factories";
import { Match, Notification } from "./models";

const db = useTestDatabase();

/** A UUID's version: the first digit of its third group. */
const versionOf = (id: string) => id[14];

/** Tables whose new rows keep random ids: a member's id must not tell when they joined, nor a token when it was made. */
const RANDOM_IDS = [
  "account_deletion_tokens",
  "desktop_sign_ins",
  "email_verifications",
  "password_resets",
  "stored_objects",
  "users",
];

describe("time-ordered row ids", () => {
  it("are every table's id default but members', tokens' and stored files'", async () => {
    const defaults = await db.sequelize.query<{ table: string; default: string }>(
      `SELECT table_name AS "table", column_default AS "default" FROM information_schema.columns
        WHERE table_schema = 'public' AND column_name = 'id' AND column_default IS NOT NULL ORDER BY 1`,
      { type: QueryTypes.SELECT },
    );
    expect(defaults.length).toBeGreaterThan(RANDOM_IDS.length);
    for (const { table, default: expression } of defaults)
      expect({ table, expression }).toEqual({
        table,
        expression: RANDOM_IDS.includes(table) ? "gen_random_uuid()" : "time_ordered_uuid()",
      });
  });

  it("are made by the database as version 7 UUIDs starting with its clock's millisecond, later ones sorting after", async () => {
    const ids: string[] = [];
    const before = Date.now();
    for (let i = 0; i < 5; i++) {
      const [row] = await db.sequelize.query<{ id: string }>(
        `SELECT time_ordered_uuid()::text AS "id" FROM pg_sleep(0.002)`,
        { type: QueryTypes.SELECT },
      );
      ids.push(row!.id);
    }
    const after = Date.now();
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      const milliseconds = Number.parseInt(id.replaceAll("-", "").slice(0, 12), 16);
      expect(milliseconds).toBeGreaterThanOrEqual(before);
      expect(milliseconds).toBeLessThanOrEqual(after);
    }
    expect([...ids].sort()).toEqual(ids);
  });

  it("name the rows of models, of a create with its matches and notifications, and of a message; members stay random", async () => {
    const { seeker, host, match } = await createMatchedPair();
    expect([match.spaceRequestId!, match.spaceOfferId!, match.id].map(versionOf)).toEqual(["7", "7", "7"]);
    expect([seeker.id, host.id].map(versionOf)).toEqual(["4", "4"]);

    const message = await postMessage({ matchId: match.id, sender: seeker, content: "Tuesday?" });
    expect(versionOf(message.id)).toBe("7");

    await createSpaceOffer({ spaceType: "studio", supportedCauses: ["creative-arts", "workshop"], capacity: 20 });
    const created = await createAndMatchRequest(
      (await createUser()).id,
      newRequestBody({ spaceType: "studio", participants: 12, values: ["creative-arts", "workshop"] }),
    );
    const matches = await Match.findAll({ where: { spaceRequestId: created.id } });
    const notifications = await Notification.findAll({ where: { matchId: matches.map((row) => row.id) } });
    expect(matches.length).toBeGreaterThan(0);
    expect(notifications.length).toBe(matches.length * 2);
    expect([created.id, ...matches.map((row) => row.id), ...notifications.map((row) => row.id)].map(versionOf)).toEqual(
      Array(1 + matches.length * 3).fill("7"),
    );
  });
});
