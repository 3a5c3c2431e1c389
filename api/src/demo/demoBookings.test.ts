import { describe, expect, it } from "vitest";
import { User } from "../db/models";
import { agentFor } from "../test/agent";
import { useTestApp } from "../test/routeTest";
import { DEMO_PASSWORD, seedDemoData } from "./seed";

process.env.TZ = "America/Denver";

const { app, db } = useTestApp();

/** Signs a demo member in with the demo password. */
const demoAgent = async (email: string) => {
  const agent = agentFor(app());
  const response = await agent.post("/api/auth/email").send({ email, password: DEMO_PASSWORD });
  expect(response.status).toBe(200);
  return agent;
};

describe("the demo's bookings", () => {
  it("book Maya's hand-building afternoons at Sunrise Studio: a session that ended yesterday and eight Tuesdays ahead, both confirmed, no references yet", async () => {
    await seedDemoData(db.sequelize);
    const maya = await User.findOne({ where: { email: "maya.rivera@example.org" } });
    const leah = await User.findOne({ where: { email: "leah.goldberg@example.org" } });
    expect(maya && leah).toBeTruthy();
    const host = { agent: await demoAgent(leah!.email!) };
    const today = new Date();
    const from = new Date(today.getTime() - 3 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(today.getTime() + 70 * 86_400_000).toISOString().slice(0, 10);
    const dates = (await host.agent.get(`/api/bookings/mine?from=${from}&to=${to}`)).body as Array<{
      startsAt: string;
      endsAt: string;
      status: string;
      spaceName: string;
      otherPartyName: string;
      role: string;
    }>;
    expect(dates).toHaveLength(9);
    expect(dates.every((date) => date.status === "confirmed" && date.spaceName === "Sunrise Studio")).toBe(true);
    expect(dates.every((date) => date.role === "host")).toBe(true);
    const [past, ...ahead] = dates;
    expect(Date.parse(past!.endsAt)).toBeLessThan(Date.now());
    expect(Date.parse(past!.endsAt)).toBeGreaterThan(Date.now() - 2 * 86_400_000);
    expect(ahead.every((date) => Date.parse(date.startsAt) > Date.now())).toBe(true);
    // 14:00 Denver time on Tuesdays, whatever the daylight-saving season.
    const local = new Intl.DateTimeFormat("en-US", {
      timeZone: "America/Denver",
      weekday: "short",
      hour: "numeric",
      hour12: false,
    });
    expect(new Set(ahead.map((date) => local.format(new Date(date.startsAt))))).toEqual(new Set(["Tue, 14"]));
    // The seeker sees the same in the conversation's match.
    const match = await db.sequelize.query(`SELECT "matchId" FROM bookings LIMIT 1`, { plain: true });
    const seeker = { agent: await demoAgent(maya!.email!) };
    const bookings = await seeker.agent.get(`/api/matches/${(match as { matchId: string }).matchId}/bookings`);
    expect(bookings.body.map((b: { status: string }) => b.status)).toEqual(["confirmed", "confirmed"]);
    // No references yet, and both may write theirs now.
    const matchId = (match as { matchId: string }).matchId;
    for (const agent of [seeker.agent, host.agent]) {
      const references = await agent.get(`/api/matches/${matchId}/references`);
      expect(references.body).toMatchObject({ mine: null, theirs: null, canWrite: true });
    }
  }, 60_000);
});
