import {
  CSV_CHOICE_COLUMNS,
  CSV_EXPORT_NAMES,
  CSV_EXPORTS,
  type CsvExportName,
  choiceLabel,
  choiceLabels,
  csvHeader,
  EXPORT_ROUTES,
} from "@kindred/contract";
import Router from "@koa/router";
import type { AppContext, AppState } from "../../context";
import { type CsvValue, csvStream, sendCsv } from "../../lib/csv";
import { currentUser } from "../../middleware/authentication";
import { exportFileName, exportQuery } from "../../services/exports/csvExports";
import { newestFirstBatches } from "../../services/exports/newestFirstBatches";
import { register } from "../register";

/**
 * The CSV downloads (a member's own listings; members, matches and feedback for admins), each
 * streamed from PostgreSQL in keyset batches. Access comes from the entries: `member` for the
 * own listings (the query is narrowed to the signed-in member), `admin` for the rest. Headers and
 * choice labels are in the reader's language.
 */
const router = new Router<AppState>();

/** A choice column's cell as its label(s); any other cell as read. */
const labelled = (value: CsvValue): CsvValue =>
  Array.isArray(value) ? choiceLabels(value) : typeof value === "string" ? choiceLabel(value) : value;

const sendExport = (name: CsvExportName) => async (ctx: AppContext) => {
  const columns: readonly string[] = CSV_EXPORTS[name].columns;
  const choices = new Set(CSV_CHOICE_COLUMNS[name] ?? []);
  const rows = newestFirstBatches<string>(exportQuery(name, currentUser(ctx)));
  const cell = (row: Record<string, unknown>, column: string) =>
    choices.has(column) ? labelled(row[column] as CsvValue) : (row[column] as CsvValue);
  const body = await csvStream(csvHeader(name), (row) => columns.map((column) => cell(row, column)), rows);
  sendCsv(ctx, exportFileName(name), body);
};

for (const name of CSV_EXPORT_NAMES) register(router, EXPORT_ROUTES[name], sendExport(name));

export default router;
