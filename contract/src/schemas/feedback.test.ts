import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { FIELD_MAX, MAX_FEEDBACK_SCREENSHOT_BYTES } from "../constants";
import { VALIDATION_MESSAGES as V } from "../specTexts";
import {
  FEEDBACK_PRIORITIES,
  FEEDBACK_STATUSES,
  FEEDBACK_TRANSITIONS,
  FEEDBACK_TYPES,
  type FeedbackStatus,
  feedbackInput,
  feedbackStatusInput,
  PRIORITIZED_FEEDBACK_TYPES,
} from "./feedback";

type Result = { success: boolean; error?: z.ZodError };
const messagesAt = (result: Result, path: string) =>
  result.success
    ? []
    : result.error!.issues.filter((issue) => issue.path.join(".") === path).map((issue) => issue.message);

const PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

describe("feedback lists (docs/product.md section 4)", () => {
  it("has the spec's types, priorities and statuses", () => {
    expect([...FEEDBACK_TYPES]).toEqual(["bug", "feature", "general", "praise", "complaint"]);
    expect([...FEEDBACK_PRIORITIES]).toEqual(["low", "medium", "high", "critical"]);
    expect([...FEEDBACK_STATUSES]).toEqual(["new", "in_progress", "resolved", "closed"]);
  });

  it("asks for a priority on bugs and complaints", () => {
    expect(PRIORITIZED_FEEDBACK_TYPES).toEqual(["bug", "complaint"]);
  });
});

describe("feedbackInput (POST /api/feedback)", () => {
  it("defaults to a general, medium-priority note about '/'", () => {
    expect(feedbackInput.parse({ message: " Love the matching! " })).toEqual({
      type: "general",
      priority: "medium",
      message: "Love the matching!",
      page: "/",
    });
  });

  it("keeps the chosen type, priority, page and user agent", () => {
    expect(
      feedbackInput.parse({
        type: "bug",
        priority: "critical",
        message: "Upload fails",
        page: "/profile",
        userAgent: "Mozilla/5.0",
      }),
    ).toMatchObject({ type: "bug", priority: "critical", page: "/profile", userAgent: "Mozilla/5.0" });
  });

  it.each(["", "   ", undefined])("requires a message (%j)", (message) => {
    expect(messagesAt(feedbackInput.safeParse({ message }), "message")).toEqual([V.messageRequired]);
    expect(V.messageRequired).toBe("Message is required");
  });

  it("bounds the message", () => {
    expect(feedbackInput.safeParse({ message: "a".repeat(FIELD_MAX.description) }).success).toBe(true);
    expect(messagesAt(feedbackInput.safeParse({ message: "a".repeat(FIELD_MAX.description + 1) }), "message")).toEqual([
      V.tooLong(FIELD_MAX.description),
    ]);
  });

  it.each(["rant", "Bug", ""])("rejects type %j", (type) => {
    expect(feedbackInput.safeParse({ message: "x", type }).success).toBe(false);
  });

  it.each(["urgent", "MEDIUM", ""])("rejects priority %j", (priority) => {
    expect(feedbackInput.safeParse({ message: "x", priority }).success).toBe(false);
  });

  it("strips the server-set status", () => {
    expect(feedbackInput.parse({ message: "x", status: "resolved" })).not.toHaveProperty("status");
  });

  describe("screenshot", () => {
    it.each([
      PNG,
      "data:image/jpeg;base64,/9j/4AAQSkZJRg==",
      "data:image/webp;base64,UklGRiQAAABXRUJQ",
      null,
      undefined,
    ])("accepts %j", (screenshot) => {
      expect(feedbackInput.safeParse({ message: "x", screenshot }).success).toBe(true);
    });

    it.each([
      "data:image/gif;base64,R0lGODlhAQABAAAAACw=",
      "data:image/svg+xml;base64,PHN2Zz4=",
      "data:text/html;base64,PGgxPg==",
      "data:image/png,rawbytes",
      "data:image/png;base64,not base64!",
      "https://example.org/shot.png",
      "/objects/shot",
    ])("rejects %j", (screenshot) => {
      expect(feedbackInput.safeParse({ message: "x", screenshot }).success).toBe(false);
    });

    it("rejects a screenshot over 5 MB", () => {
      const payload = "A".repeat(Math.ceil((MAX_FEEDBACK_SCREENSHOT_BYTES * 4) / 3) + 100);
      const result = feedbackInput.safeParse({ message: "x", screenshot: `data:image/png;base64,${payload}` });
      expect(messagesAt(result, "screenshot")).toContain("Screenshot is too large");
    });
  });
});

describe("feedback status", () => {
  it("accepts only the listed statuses", () => {
    expect(feedbackStatusInput.parse({ status: "in_progress" })).toEqual({ status: "in_progress" });
    expect(feedbackStatusInput.safeParse({ status: "pending" }).success).toBe(false);
    expect(feedbackStatusInput.safeParse({}).success).toBe(false);
  });

  it("moves new → in_progress → resolved → closed, and reopens to in_progress", () => {
    expect(FEEDBACK_TRANSITIONS).toEqual({
      new: ["in_progress"],
      in_progress: ["resolved"],
      resolved: ["closed", "in_progress"],
      closed: ["in_progress"],
    });
  });

  it("covers every status and only moves to listed statuses, never back to new", () => {
    expect(Object.keys(FEEDBACK_TRANSITIONS).sort()).toEqual([...FEEDBACK_STATUSES].sort());
    for (const [from, targets] of Object.entries(FEEDBACK_TRANSITIONS) as [FeedbackStatus, FeedbackStatus[]][]) {
      for (const to of targets) {
        expect(FEEDBACK_STATUSES).toContain(to);
        expect(to).not.toBe(from);
        expect(to).not.toBe("new");
      }
    }
  });
});
