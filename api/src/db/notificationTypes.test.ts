import { NOTIFICATION_TYPES } from "@kindred/contract";
import { QueryTypes } from "sequelize";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../test/database";

const db = useTestDatabase();

describe("the notification types", () => {
  it("the database accepts exactly the contract's NOTIFICATION_TYPES", async () => {
    const [check] = await db.sequelize.query<{ definition: string }>(
      `SELECT pg_get_constraintdef(oid) AS "definition" FROM pg_constraint WHERE conname = 'notifications_type_check'`,
      { type: QueryTypes.SELECT },
    );
    const allowed = [...(check?.definition ?? "").matchAll(/'([a-z_]+)'::text/g)].map((match) => match[1]);
    expect(allowed.sort()).toEqual([...NOTIFICATION_TYPES].sort());
  });
});
