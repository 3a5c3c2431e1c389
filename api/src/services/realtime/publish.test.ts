import { QueryTypes } from "sequelize";
import { describe, expect, it } from "vitest";
import { database } from "../../db/database";
import { useTestDatabase } from "../../test/database";
import { useRealtimeEvents } from "../../test/realtimeEvents";
import { publish, type RealtimeMessage } from "./publisher";

// One connection: the publishes and the catalog read below share it.
const db = useTestDatabase({ poolMax: 1 });
const { publishedSoFar } = useRealtimeEvents(db);

const USER = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
const MATCH = "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb";

const messages: RealtimeMessage[] = [
  { userId: USER, event: "notification", data: { type: "new_match", matchId: MATCH, notificationId: MATCH } },
  { userId: USER, event: "match", data: { matchId: MATCH, change: "booking" } },
  { userId: MATCH, event: "message", data: { matchId: MATCH, messageId: USER, senderId: USER } },
];

describe("publish", () => {
  it("sends each event to every API process, in order, through one statement prepared per connection", async () => {
    await publishedSoFar();
    await publish(messages);
    await publish([]);
    await publish(messages.slice(0, 1));
    expect(await publishedSoFar()).toEqual([...messages, messages[0]]);
    const prepared = await database().query<{ name: string }>(
      `SELECT name FROM pg_prepared_statements WHERE name = 'realtime_notify_each'`,
      { type: QueryTypes.SELECT },
    );
    expect(prepared).toEqual([{ name: "realtime_notify_each" }]);
  });
});
