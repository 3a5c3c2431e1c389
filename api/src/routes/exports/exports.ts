import { CSV_EXPORT_NAMES, CSV_EXPORTS, type CsvExportName, EXPORT_ROUTES } from "@kindred/contract";
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
 * own listings (the query is narrowed to the signed-in member), `admin` for the rest.
 */
const router = new Router<AppState>();

const sendExport = (name: CsvExportName) => async (ctx: AppContext) => {
  const columns: readonly string[] = CSV_EXPORTS[name].columns;
  const rows = newestFirstBatches<string>(exportQuery(name, currentUser(ctx)));
  const body = await csvStream(columns, (row) => columns.map((column) => row[column] as CsvValue), rows);
  sendCsv(ctx, exportFileName(name), body);
};

for (const name of CSV_EXPORT_NAMES) register(router, EXPORT_ROUTES[name], sendExport(name));

export default router;
