import { describe, expect, it } from "vitest";
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  EMAILED_NOTIFICATION_TYPES,
  notificationPreferences,
  notificationPreferencesInput,
  UNSUBSCRIBE_KINDS,
} from "./emailPreferences";

describe("email preferences, drawn from the emailed notification types", () => {
  it("hold one frequency per emailed type, with its default and its unsubscribe kind", () => {
    expect(Object.keys(notificationPreferences.shape)).toEqual([...EMAILED_NOTIFICATION_TYPES]);
    expect(Object.keys(DEFAULT_NOTIFICATION_PREFERENCES).sort()).toEqual([...EMAILED_NOTIFICATION_TYPES].sort());
    expect(UNSUBSCRIBE_KINDS).toEqual([...EMAILED_NOTIFICATION_TYPES, "digest"]);
  });

  it("need the first three types when saved; the ones added later may be left out", () => {
    const firstThree = { new_match: "off", new_message: "daily", match_update: "instant" };
    expect(notificationPreferencesInput.safeParse(firstThree).success).toBe(true);
    expect(notificationPreferencesInput.safeParse({ ...firstThree, booking_update: "sometimes" }).success).toBe(false);
    const { new_message: _, ...withoutMessages } = firstThree;
    expect(notificationPreferencesInput.safeParse(withoutMessages).success).toBe(false);
  });
});
