import { describe, expect, it } from "vitest";
import { originOf } from "./origin";

describe("originOf", () => {
  it("gives the origin of custom and web schemes alike", () => {
    expect(originOf("app://kindred/messages?match=1")).toBe("app://kindred");
    expect(originOf("http://localhost:5173/x")).toBe("http://localhost:5173");
    expect(originOf("javascript:alert(1)")).toBeNull();
    expect(originOf("not a url")).toBeNull();
  });
});
