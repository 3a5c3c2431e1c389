import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../test/database";
import { createUser } from "../../test/factories";
import { minutesAgo } from "../../test/routeTest";
import { newestFirstBatches } from "./newestFirstBatches";

useTestDatabase();

const membersNamed = (lastName: string) => ({
  columns: { id: `u."id"`, createdAt: `u."createdAt"` },
  from: "users u",
  alias: "u",
  where: `u."lastName" = :lastName`,
  replacements: { lastName },
});

const collect = async <T>(batches: AsyncIterable<T[]>) => {
  const seen: T[][] = [];
  for await (const batch of batches) seen.push(batch);
  return seen;
};

describe("newestFirstBatches", () => {
  it("reads every row once, newest first, across batches, rows created at the same moment included", async () => {
    const same = minutesAgo(3);
    const members = [
      ...(await Promise.all([1, 2, 3, 4].map(() => createUser({ lastName: "Batched", createdAt: same })))),
      await createUser({ lastName: "Batched", createdAt: minutesAgo(1) }),
      await createUser({ lastName: "Batched", createdAt: minutesAgo(9) }),
      await createUser({ lastName: "Batched", createdAt: minutesAgo(5) }),
    ];
    await createUser({ lastName: "Not in the export" });
    const expected = [...members]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id))
      .map((member) => member.id);

    const batches = await collect(newestFirstBatches(membersNamed("Batched"), 3));
    expect(batches.map((batch) => batch.length)).toEqual([3, 3, 1]);
    expect(batches.flat().map((row) => row.id)).toEqual(expected);
  });

  it("ends after a full last batch without an empty one, and yields nothing when nothing matches", async () => {
    await Promise.all([1, 2].map(() => createUser({ lastName: "Pair" })));
    expect((await collect(newestFirstBatches(membersNamed("Pair"), 2))).map((batch) => batch.length)).toEqual([2]);
    expect(await collect(newestFirstBatches(membersNamed("Nobody"), 2))).toEqual([]);
  });
});
