import { type PushedRealtimeEvent, realtimeEvent } from "@kindred/contract";
import type { Transaction } from "sequelize";
import { type PreparedStatement, preparedRows } from "../../db/prepared";
import { currentLogger } from "../../logger";

/** The PostgreSQL channel every API process LISTENs on (see `hub.ts`). */
export const REALTIME_CHANNEL = "kindred_events";

/**
 * One event for one member's open streams: its name and `data` typed from the contract's
 * `realtimeEvent` (ids, enough to invalidate queries).
 */
export type RealtimeMessage = { userId: string } & PushedRealtimeEvent;

/** Outside production every event is parsed with the contract before it leaves, so a drift fails loudly. */
const CHECK_EVENTS = process.env.NODE_ENV !== "production";

/** Throws when a message does not parse with the contract's schema of its event. */
export const checkRealtimeMessages = (messages: readonly RealtimeMessage[]): void => {
  for (const { event, data } of messages) realtimeEvent.parse({ event, data });
};

/** `messages` as NOTIFY payloads, checked with the contract outside production as `publish` checks them. */
export const realtimePayloads = (messages: RealtimeMessage[]): string[] => {
  if (CHECK_EVENTS) checkRealtimeMessages(messages);
  return messages.map((message) => JSON.stringify(message));
};

/**
 * The part of a write statement that sends its events (`payloads`: a SQL expression of a `text[]`
 * of `realtimePayloads`) with the write itself:
 * NOTIFY is delivered when that statement's transaction commits, and nothing if it rolls back,
 * as `publish` after a commit, without a round trip and a commit of its own. Unlike `publish`,
 * a failing NOTIFY (its queue full) fails the write.
 */
export const notifyInStatementSql = (payloads: string): string =>
  `(SELECT count(pg_notify('${REALTIME_CHANNEL}', payload)) FROM unnest(${payloads}) AS payload)`;

/**
 * Sends each payload as one NOTIFY, all in one round trip; each stays far below NOTIFY's 8000-byte
 * limit (ids only). Prepared by name, so each pooled connection parses and plans it once (a create
 * publishes up to twenty events after its commit, and the statement cost more to parse and plan
 * than to run).
 */
const NOTIFY_EACH: PreparedStatement = {
  name: "realtime_notify_each",
  text: `SELECT ${notifyInStatementSql("$1::text[]")}`,
};

const send = async (payloads: string[]) => {
  if (payloads.length === 0) return;
  try {
    await preparedRows(NOTIFY_EACH, [payloads]);
  } catch (error) {
    // Push is best effort: the UI falls back to polling, the data itself is committed.
    currentLogger().warn({ err: error, events: payloads.length }, "realtime publish failed");
  }
};

/**
 * Fans events out to every API process through NOTIFY, only once `transaction` committed (a
 * rolled-back write announces nothing). Without a transaction it sends at once.
 */
export const publish = async (messages: RealtimeMessage[], transaction?: Transaction | null): Promise<void> => {
  const payloads = realtimePayloads(messages);
  if (transaction) transaction.afterCommit(() => send(payloads));
  else await send(payloads);
};
