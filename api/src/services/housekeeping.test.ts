import { describe, expect, it } from "vitest";
import { Session } from "../db/models";
import { useTestDatabase } from "../test/database";
import { createUser } from "../test/factories";
import { sessionStore } from "./auth/sessionStore";
import { sweepIfDue } from "./housekeeping";

const db = useTestDatabase();

describe("housekeeping", () => {
  it("sweeps once per hour per database, however many processes ask at once", async () => {
    const member = await createUser();
    await sessionStore.set("expired-sid", { userId: member.id }, -60_000);
    await sessionStore.set("live-sid", { userId: member.id }, 60_000);

    // Three processes' timers firing together: one claims the hour and sweeps.
    const swept = await Promise.all([sweepIfDue(60_000), sweepIfDue(60_000), sweepIfDue(60_000)]);
    expect(swept.filter(Boolean)).toHaveLength(1);
    expect(await Session.findByPk("expired-sid")).toBeNull();
    expect(await Session.findByPk("live-sid")).not.toBeNull();

    // Later in the same hour nothing sweeps; the next hour's first ask does.
    expect(await sweepIfDue(60_000)).toBe(false);
    await db.sequelize.query(`UPDATE housekeeping_runs SET "slot" = "slot" - interval '1 hour'`);
    expect(await sweepIfDue(60_000)).toBe(true);
    const [runs] = await db.sequelize.query("SELECT count(*)::int AS n FROM housekeeping_runs");
    expect(runs).toEqual([{ n: 2 }]);
  });
});
