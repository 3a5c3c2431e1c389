import Keygrip from "keygrip";
import { describe, expect, it } from "vitest";
import { cookieKeys } from "./cookieKeys";

describe("cookieKeys", () => {
  const keys = ["newest secret", "older secret"];
  const data = "ks.sid=Abc_123-xyz";

  it("signs with the first key and verifies any key's signature, exactly as keygrip does", () => {
    const ours = cookieKeys(keys);
    const theirs = new Keygrip(keys);
    for (const value of [data, "ks.sid=", "ks.sid=é🌻/+=", "x".repeat(500)])
      expect(ours.sign(value)).toBe(theirs.sign(value));
    const byOlder = new Keygrip(["older secret"]).sign(data);
    expect(ours.index(data, byOlder)).toBe(1);
    expect(ours.index(data, theirs.sign(data))).toBe(0);
    expect(ours.verify(data, byOlder)).toBe(true);
  });

  it("refuses a forged, truncated or other data's signature, also after the right one was kept", () => {
    const ours = cookieKeys(keys);
    const right = ours.sign(data);
    expect(ours.index(data, right)).toBe(0);
    expect(ours.index(data, right)).toBe(0);
    for (const wrong of [
      new Keygrip(["attacker"]).sign(data),
      right.slice(0, -1),
      `${right}A`,
      "",
      right.toLowerCase(),
    ])
      if (wrong !== right) expect(ours.index(data, wrong)).toBe(-1);
    expect(ours.index("ks.sid=another", right)).toBe(-1);
    expect(ours.verify(`${data}x`, right)).toBe(false);
  });

  it("needs a key", () => {
    expect(() => cookieKeys([])).toThrow();
  });
});
