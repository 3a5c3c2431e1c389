import { beforeAll, describe, expect, it } from "vitest";
import { User } from "../db/models";
import { createSequelize } from "../db/sequelize";
import { HttpError } from "../errors";
import { authorize, can } from "./index";

beforeAll(() => {
  createSequelize("postgres://nobody@127.0.0.1:1/none");
});

const someone = (role: "member" | "admin" = "member") => User.build({ email: null, role });

const statusOf = (run: () => void) => {
  try {
    run();
    return 200;
  } catch (error) {
    return (error as HttpError).status;
  }
};

describe("user policy", () => {
  it("lets a member update only their own account", () => {
    const member = someone();
    expect(can(member, "update", member)).toBe(true);
    expect(can(someone(), "update", member)).toBe(false);
    expect(statusOf(() => authorize(someone(), "update", member))).toBe(403);
    expect(statusOf(() => authorize(undefined, "update", member))).toBe(401);
    expect(statusOf(() => authorize(member, "update", member))).toBe(200);
  });

  it("shows an email to its owner and to admins", () => {
    const member = someone();
    expect(can(member, "readEmail", member)).toBe(true);
    expect(can(someone("admin"), "readEmail", member)).toBe(true);
    expect(can(someone(), "readEmail", member)).toBe(false);
    expect(can(undefined, "readEmail", member)).toBe(false);
  });

  it("fails loudly for an action no policy names", () => {
    expect(() => can(someone(), "fly" as never, someone())).toThrow(/No "fly" rule/);
  });
});
