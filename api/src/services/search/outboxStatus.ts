import { QueryTypes } from "sequelize";
import { database } from "../../db/database";

export interface OutboxStatus {
  /** Age in seconds of the oldest queued index update (0 when the queue is empty). */
  lagSeconds: number;
  /** Updates set aside in `search_outbox_failed` after failing too often. */
  failed: number;
}

export const searchOutboxStatus = async (): Promise<OutboxStatus> => {
  const [row] = await database().query<{ lag: number | null; failed: number }>(
    `SELECT (SELECT EXTRACT(EPOCH FROM now() - min("createdAt"))::float FROM search_outbox) AS "lag",
            (SELECT count(*)::int FROM search_outbox_failed) AS "failed"`,
    { type: QueryTypes.SELECT },
  );
  return { lagSeconds: Math.max(row?.lag ?? 0, 0), failed: row?.failed ?? 0 };
};
