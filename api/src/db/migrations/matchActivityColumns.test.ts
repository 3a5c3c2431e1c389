import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../test/database";
import { createMatch, createMessage, createSpaceOffer, createSpaceRequest, createUser } from "../../test/factories";
import { minutesAgo } from "../../test/routeTest";
import { Message } from "../models";

const db = useTestDatabase();

const lastMessageAt = async (matchId: string): Promise<Date | null> => {
  const [[row]] = (await db.sequelize.query(`SELECT "lastMessageAt" FROM matches WHERE "id" = :matchId`, {
    replacements: { matchId },
  })) as [[{ lastMessageAt: Date | null }], unknown];
  return row.lastMessageAt;
};

describe("a match's stored last message time (20261124021000)", () => {
  it("follows the newest message through single and bulk inserts and deletes", async () => {
    const match = await createMatch();
    const sender = await createUser();
    expect(await lastMessageAt(match.id)).toBeNull();

    const older = await createMessage(match, sender, { createdAt: minutesAgo(10) });
    expect(await lastMessageAt(match.id)).toEqual(older.createdAt);

    const [middle, newest] = await Message.bulkCreate([
      { matchId: match.id, senderId: sender.id, content: "a", createdAt: minutesAgo(5) },
      { matchId: match.id, senderId: sender.id, content: "b", createdAt: minutesAgo(1) },
    ]);
    expect(await lastMessageAt(match.id)).toEqual(newest.createdAt);

    // An older message arriving late does not move it back.
    await createMessage(match, sender, { createdAt: minutesAgo(20) });
    expect(await lastMessageAt(match.id)).toEqual(newest.createdAt);

    await newest.destroy();
    expect(await lastMessageAt(match.id)).toEqual(middle.createdAt);
    await Message.destroy({ where: { matchId: match.id } });
    expect(await lastMessageAt(match.id)).toBeNull();
  });
});

describe("a match's stored parties (20261124022000)", () => {
  it("are its listings' owners from the start, and null once that listing is deleted", async () => {
    const [seeker, host] = [await createUser(), await createUser()];
    const request = await createSpaceRequest({ user: seeker });
    const match = await createMatch({ request, offer: await createSpaceOffer({ user: host }) });
    const parties = async () => {
      const [[row]] = (await db.sequelize.query(`SELECT "seekerId", "hostId" FROM matches WHERE "id" = :id`, {
        replacements: { id: match.id },
      })) as [[{ seekerId: string | null; hostId: string | null }], unknown];
      return row;
    };
    expect(await parties()).toEqual({ seekerId: seeker.id, hostId: host.id });
    await request.destroy();
    expect(await parties()).toEqual({ seekerId: null, hostId: host.id });
  });
});
