import { describe, expect, it } from "vitest";
import { Feedback, Match, Report, SpaceOffer, SpaceRequest } from "../db/models";
import { impactReport, resolveRange } from "../services/impact/impactReport";
import { useTestDatabase } from "../test/database";
import { DEMO_BOOKING_PAIR } from "./demoBookings";
import { seedDemoData } from "./seed";

const db = useTestDatabase();

describe("the demo data tells a year's story (DESIGN 11.8)", () => {
  it("spreads matches made, accepted and completed over the months, with feedback and open reports", async () => {
    await seedDemoData(db.sequelize);
    const timeZone = "UTC";
    const range = resolveRange({}, timeZone);
    const report = await impactReport({ hostId: null, ...range, timeZone });

    const monthsWith = (measure: "matchesMade" | "matchesAccepted" | "matchesCompleted") =>
      report.months.filter((month) => month[measure] > 0).length;
    expect(report.months).toHaveLength(12);
    expect(monthsWith("matchesMade")).toBeGreaterThanOrEqual(10);
    expect(monthsWith("matchesAccepted")).toBeGreaterThanOrEqual(4);
    expect(monthsWith("matchesCompleted")).toBeGreaterThanOrEqual(3);
    expect(report.totals.matchesCompleted).toBeGreaterThan(0);
    expect(report.totals.spacesShared).toBeGreaterThan(1);
    expect(Object.keys(report.totals.causesServed).length).toBeGreaterThan(0);
    // Every match is newer than both of its listings.
    for (const match of await Match.findAll({ include: [SpaceRequest, SpaceOffer] })) {
      expect(match.spaceRequest!.createdAt.getTime()).toBeLessThan(match.createdAt.getTime());
      expect(match.spaceOffer!.createdAt.getTime()).toBeLessThan(match.createdAt.getTime());
    }

    // The booked conversation keeps its accepted match and request (demoBookings.ts).
    const grief = await SpaceRequest.findOne({ where: { title: DEMO_BOOKING_PAIR.request } });
    expect(grief?.status).toBe("accepted");

    const feedback = await Feedback.findAll();
    expect(feedback.length).toBeGreaterThanOrEqual(3);
    expect(feedback.some((item) => item.userId === null)).toBe(true);
    expect(feedback.some((item) => item.status === "new")).toBe(true);
    const reports = await Report.findAll({ where: { status: "open" } });
    expect(reports.length).toBeGreaterThanOrEqual(2);
    expect(reports.every((item) => item.snapshot.title.length > 0)).toBe(true);
  });
});
