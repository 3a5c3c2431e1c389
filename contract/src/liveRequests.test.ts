import { describe, expect, it } from "vitest";
import { LIVE_REQUEST_DAYS, LIVE_REQUEST_NOTICE_DAYS, LIVE_REQUEST_TEXTS } from "./liveRequests";

describe("the live request texts", () => {
  it("say the days the sweep uses", () => {
    const { nudge, pause } = LIVE_REQUEST_DAYS;
    expect(LIVE_REQUEST_TEXTS.stillLooking("Choir")).toBe(
      `Your request "Choir" has been open for ${nudge} days. Keep it open for ${nudge} more days, or it will be paused in ${LIVE_REQUEST_NOTICE_DAYS} days.`,
    );
    expect(LIVE_REQUEST_TEXTS.paused("Choir")).toContain(`after ${pause} days`);
    expect(LIVE_REQUEST_TEXTS.keptOpen).toContain(`${nudge} more days`);
    expect(LIVE_REQUEST_TEXTS.mail.intro("Choir")).toContain(`${nudge} days`);
    expect(LIVE_REQUEST_TEXTS.mail.note).toContain(`${LIVE_REQUEST_NOTICE_DAYS} days`);
  });
});
