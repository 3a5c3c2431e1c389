import { describe, expect, it } from "vitest";
import { currentLogger, setProcessLogger, withRequestLogger } from "./logger";
import { memoryLogger } from "./test/logs";

describe("currentLogger", () => {
  it("answers the request's logger inside a request, also after awaits, and the process's outside", async () => {
    const process = memoryLogger();
    const request = memoryLogger();
    setProcessLogger(process.logger);
    await withRequestLogger(request.logger.child({ requestId: "req-1" }), async () => {
      await new Promise((resolve) => setImmediate(resolve));
      currentLogger().warn("inside");
    });
    currentLogger().warn("outside");
    expect(request.lines()).toEqual([expect.objectContaining({ msg: "inside", requestId: "req-1" })]);
    expect(process.lines()).toEqual([expect.objectContaining({ msg: "outside" })]);
    expect(process.lines()[0].requestId).toBeUndefined();
  });
});
