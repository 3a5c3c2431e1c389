import { describe, expect, it } from "vitest";
import {
  dateOrUnknown,
  feedbackStatusLabel,
  matchLabel,
  memberBadge,
  memberEmail,
  memberName,
  nextFeedbackStatuses,
  orNotProvided,
  preview,
} from "./adminFormat";

describe("member fallbacks", () => {
  it("names a member by name, else email, else 'Anonymous User'", () => {
    expect(memberName({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.test" })).toBe("Ada Lovelace");
    expect(memberName({ firstName: null, lastName: null, email: "ada@example.test" })).toBe("ada@example.test");
    expect(memberName({ firstName: null, lastName: null, email: null })).toBe("Anonymous User");
  });

  it("shows the email or 'No email', and the Active or Anonymous badge", () => {
    expect(memberEmail({ email: "ada@example.test" })).toBe("ada@example.test");
    expect(memberEmail({ email: null })).toBe("No email");
    expect(memberEmail({ email: "  " })).toBe("No email");
    expect(memberBadge({ email: "ada@example.test" })).toEqual({ label: "Active", active: true });
    expect(memberBadge({ email: null })).toEqual({ label: "Anonymous", active: false });
  });

  it("fills missing details with 'Not provided' and 'Unknown'", () => {
    expect(orNotProvided(null)).toBe("Not provided");
    expect(orNotProvided("")).toBe("Not provided");
    expect(orNotProvided("Denver")).toBe("Denver");
    expect(dateOrUnknown(null)).toBe("Unknown");
    expect(dateOrUnknown("not a date")).toBe("Unknown");
    expect(dateOrUnknown("2026-11-22T10:00:00.000Z")).toMatch(/2026/);
  });
});

describe("feedback statuses", () => {
  it("shows a missing status as 'pending'", () => {
    expect(feedbackStatusLabel(null)).toBe("pending");
    expect(feedbackStatusLabel("in_progress")).toBe("In progress");
  });

  it("allows only the next states", () => {
    expect(nextFeedbackStatuses("new")).toEqual(["in_progress"]);
    expect(nextFeedbackStatuses(null)).toEqual(["in_progress"]);
    expect(nextFeedbackStatuses("in_progress")).toEqual(["resolved"]);
    expect(nextFeedbackStatuses("resolved")).toEqual(["closed", "in_progress"]);
    expect(nextFeedbackStatuses("closed")).toEqual(["in_progress"]);
  });
});

describe("matches and previews", () => {
  it("labels a match with 'Match #' and 8 characters of its id", () => {
    expect(matchLabel("0123456789abcdef")).toBe("Match #01234567");
  });

  it("cuts a long message to its first line", () => {
    expect(preview("short")).toBe("short");
    expect(preview("first line\nsecond")).toBe("first line");
    expect(preview("x".repeat(100), 10)).toBe(`${"x".repeat(9)}…`);
  });
});
