import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AVAILABILITY_SLOTS, SPACE_TYPES } from "../choices";
import { PAGE } from "../constants";
import { SERVER_MESSAGES, VALIDATION_MESSAGES as V } from "../specTexts";
import {
  choice,
  choiceList,
  emailField,
  errorBody,
  idParam,
  imageUrl,
  optionalText,
  pageQuery,
  requiredText,
  storedPhotoPath,
  toErrorIssues,
} from "./common";

const messages = (result: { success: boolean; error?: z.ZodError }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe("requiredText", () => {
  const field = requiredText(10);

  it("trims and keeps non-blank text", () => {
    expect(field.parse("  Sunrise  ")).toBe("Sunrise");
  });

  it.each(["", "   ", "\n\t "])("says Required for blank %j", (value) => {
    expect(messages(field.safeParse(value))).toEqual([V.required]);
  });

  it("says Required when missing or not text", () => {
    expect(messages(field.safeParse(undefined))).toEqual([V.required]);
    expect(messages(field.safeParse(42))).toEqual([V.required]);
  });

  it("bounds the trimmed length", () => {
    expect(field.parse(`  ${"a".repeat(10)}  `)).toHaveLength(10);
    expect(messages(field.safeParse("a".repeat(11)))).toEqual([V.tooLong(10)]);
  });
});

describe("optionalText", () => {
  const field = optionalText(5);

  it("turns blank, null and missing into null", () => {
    expect(field.parse("")).toBeNull();
    expect(field.parse("   ")).toBeNull();
    expect(field.parse(null)).toBeNull();
    expect(field.parse(undefined)).toBeNull();
  });

  it("trims text and bounds it", () => {
    expect(field.parse("  RiNo ")).toBe("RiNo");
    expect(messages(field.safeParse("abcdef"))).toEqual([V.tooLong(5)]);
  });
});

describe("emailField", () => {
  it("trims and lower-cases a valid address", () => {
    expect(emailField.parse("  Maya.Rivera@Example.ORG ")).toBe("maya.rivera@example.org");
  });

  it.each(["", "maya", "maya@", "@example.org", "maya rivera@example.org", "maya@example"])(
    "rejects %j with the spec message",
    (value) => {
      expect(messages(emailField.safeParse(value))).toEqual([V.invalidEmail]);
    },
  );

  it("rejects a missing or non-text email with the spec message", () => {
    expect(messages(emailField.safeParse(undefined))).toEqual([V.invalidEmail]);
    expect(messages(emailField.safeParse(7))).toEqual([V.invalidEmail]);
  });
});

describe("choice", () => {
  const spaceType = choice(SPACE_TYPES);

  it("accepts an id of the list", () => {
    expect(spaceType.parse("gallery")).toBe("gallery");
  });

  it.each(["Gallery", "garage", "", null])("rejects %j with 'Please choose from the list'", (value) => {
    expect(messages(spaceType.safeParse(value))).toEqual([V.unknownChoice]);
    expect(V.unknownChoice).toBe("Please choose from the list");
  });
});

describe("choiceList", () => {
  const slots = choiceList(AVAILABILITY_SLOTS);

  it("removes duplicates and keeps the first order", () => {
    expect(slots.parse(["flexible", "weekday-morning", "flexible", "weekday-morning"])).toEqual([
      "flexible",
      "weekday-morning",
    ]);
  });

  it("removes duplicates even when the raw list is longer than the choice list", () => {
    const all = [...AVAILABILITY_SLOTS, ...AVAILABILITY_SLOTS];
    expect(slots.parse(all)).toEqual([...AVAILABILITY_SLOTS]);
  });

  it("accepts an empty list (the schema using it decides whether empty is allowed)", () => {
    expect(slots.parse([])).toEqual([]);
  });

  it("rejects unknown ids with 'Please choose from the list'", () => {
    const result = slots.safeParse(["flexible", "midnight"]);
    expect(messages(result)).toEqual([V.unknownChoice]);
    expect(result.error!.issues[0].path).toEqual([1]);
  });

  it("says Required when the list is missing or not a list", () => {
    expect(messages(slots.safeParse(undefined))).toEqual([V.required]);
    expect(messages(slots.safeParse("flexible"))).toEqual([V.required]);
  });

  it("refuses absurdly long payloads", () => {
    const result = slots.safeParse(Array.from({ length: 1000 }, () => "flexible"));
    expect(result.success).toBe(false);
  });
});

describe("imageUrl", () => {
  it.each(["/objects/5d0c6a3e", "https://cdn.example.org/a.jpg", "http://localhost:5000/objects/x"])(
    "accepts %j",
    (value) => {
      expect(imageUrl.parse(value)).toBe(value);
    },
  );

  it.each(["objects/x", "ftp://example.org/a.jpg", "javascript:alert(1)", "data:image/png;base64,AAAA", ""])(
    "rejects %j",
    (value) => {
      expect(imageUrl.safeParse(value).success).toBe(false);
    },
  );
});

describe("storedPhotoPath", () => {
  it("accepts this server's /objects/ paths", () => {
    expect(storedPhotoPath.parse("/objects/5d0c6a3e-8f6b-4c1e-9d2a-0b1c2d3e4f50")).toBe(
      "/objects/5d0c6a3e-8f6b-4c1e-9d2a-0b1c2d3e4f50",
    );
  });

  it.each([
    "https://tracker.example/pixel.gif",
    "http://localhost:5000/objects/x",
    "//tracker.example/objects/x",
    "/objects//tracker.example/x",
    "/objects/../api/logout",
    "/objects/x?w=320",
    "data:image/gif;base64,R0lGOD",
    "javascript:alert(1)",
    "objects/x",
    "/objects/",
    "",
  ])("refuses %j with the field message", (value) => {
    const result = storedPhotoPath.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(SERVER_MESSAGES.notAnUploadedPhoto);
  });
});

describe("pageQuery", () => {
  it("defaults to 50 without a cursor", () => {
    expect(pageQuery.parse({})).toEqual({ limit: PAGE.defaultLimit });
    expect(PAGE.defaultLimit).toBe(50);
  });

  it("reads the limit and cursor of a query string", () => {
    expect(pageQuery.parse({ limit: "20", cursor: "abc" })).toEqual({ limit: 20, cursor: "abc" });
  });

  it("accepts the bounds 1 and 200", () => {
    expect(pageQuery.parse({ limit: "1" }).limit).toBe(1);
    expect(pageQuery.parse({ limit: "200" }).limit).toBe(PAGE.maxLimit);
  });

  it.each(["0", "-5", "201", "2.5", "ten", "0x10", "1e1", " ", "+5"])("rejects limit %j", (limit) => {
    expect(pageQuery.safeParse({ limit }).success).toBe(false);
  });

  it("rejects an over-long cursor", () => {
    expect(pageQuery.safeParse({ cursor: "c".repeat(201) }).success).toBe(false);
  });
});

describe("idParam", () => {
  it("accepts a uuid and rejects anything else", () => {
    expect(idParam.parse({ id: "0b6f2f2e-8a7e-4a62-9b1a-3f1f3c1d2e4a" }).id).toBe(
      "0b6f2f2e-8a7e-4a62-9b1a-3f1f3c1d2e4a",
    );
    expect(idParam.safeParse({ id: "42" }).success).toBe(false);
  });
});

describe("toErrorIssues", () => {
  it("flattens zod issues into dotted paths with their messages", () => {
    const schema = z.object({ user: z.object({ email: emailField }), tags: z.array(choice(SPACE_TYPES)) });
    const result = schema.safeParse({ user: { email: "nope" }, tags: ["studio", "garage"] });
    expect(result.success).toBe(false);
    const issues = toErrorIssues(result.error!);
    expect(issues).toEqual([
      { path: "user.email", message: V.invalidEmail },
      { path: "tags.1", message: V.unknownChoice },
    ]);
    expect(errorBody.parse({ message: "Please check the highlighted fields", issues })).toBeTruthy();
  });
});
