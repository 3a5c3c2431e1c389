import { QueryTypes } from "sequelize";
import { database } from "../../db/database";
import { afterCursorSql, cursorKeySql } from "../../lib/paging";

/** Rows read per query while an export streams. */
export const EXPORT_BATCH_ROWS = 1000;

export interface BatchQuery<Column extends string> {
  /** Each column of the file with the SQL expression that gives it. */
  columns: Record<Column, string>;
  /** `FROM` and joins, the exported table aliased as `alias`. */
  from: string;
  alias: string;
  /** A condition on the rows, with its named replacements. */
  where?: string;
  replacements?: Record<string, unknown>;
}

export type ExportRow<Column extends string> = Record<Column, unknown>;

/**
 * Every row of a query, newest first, in batches of `batchSize` read by keyset ("createdAt", "id")
 * through the same index as the paged lists: each batch is one short query, so no connection or
 * snapshot is held while a slow client downloads.
 */
export async function* newestFirstBatches<Column extends string>(
  query: BatchQuery<Column>,
  batchSize = EXPORT_BATCH_ROWS,
): AsyncGenerator<ExportRow<Column>[]> {
  const select = Object.entries<string>(query.columns)
    .map(([name, sql]) => `${sql} AS "${name}"`)
    .join(", ");
  const sqlFor = (after: boolean) =>
    `SELECT ${select}, ${query.alias}."id" AS "cursorId", ${cursorKeySql(query.alias)} AS "cursorMicros"
       FROM ${query.from}
      WHERE ${[query.where ?? "TRUE", after ? afterCursorSql(query.alias) : "TRUE"].join(" AND ")}
      ORDER BY ${query.alias}."createdAt" DESC, ${query.alias}."id" DESC
      LIMIT :batchSize`;
  let cursor: { cursorMicros: string; cursorId: string } | null = null;
  while (true) {
    const rows: (ExportRow<Column> & { cursorId: string; cursorMicros: string })[] = await database().query(
      sqlFor(cursor !== null),
      { replacements: { ...query.replacements, ...cursor, batchSize }, type: QueryTypes.SELECT },
    );
    const last = rows.at(-1);
    if (last) yield rows;
    if (!last || rows.length < batchSize) return;
    cursor = { cursorMicros: String(last.cursorMicros), cursorId: last.cursorId };
  }
}
