import { Readable } from "node:stream";
import { CSV } from "@kindred/contract";
import type { Context } from "koa";

/** What one cell can hold: lists become one cell joined by `CSV.listSeparator`, times ISO 8601. */
export type CsvValue = string | number | boolean | Date | null | undefined | readonly string[];

const cellText = (value: CsvValue): string => {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.join(CSV.listSeparator);
  return String(value);
};

/**
 * One field: a text a spreadsheet would run as a formula gets `'` in front, and every field is
 * quoted with its quotes doubled (RFC 4180). Quoting them all means a spreadsheet that splits
 * on `;` (or tab) instead of `,` still reads each cell whole: an unquoted `a;=cmd()` would
 * otherwise become a second cell that starts with `=` and runs.
 */
export const csvField = (value: CsvValue): string => {
  const text = cellText(value);
  const safe = CSV.formulaStarts.some((start) => text.startsWith(start)) ? `${CSV.formulaGuard}${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
};

/** One record with its CRLF. */
export const csvRecord = (values: readonly CsvValue[]): string => `${values.map(csvField).join(",")}${CSV.lineEnd}`;

/** Chunks handed to the response at a time; a batch of rows is read only when the buffer drains below it. */
const HIGH_WATER_MARK = 64 * 1024;

/**
 * The byte order mark and header, then the rows batch by batch. The next batch is read only when
 * the reader wants more (Readable.from pulls on demand), so a slow download holds one batch in
 * memory, never the whole table. The first batch is read before this returns: a database failure
 * then still answers as a normal error instead of a cut-off file.
 */
export const csvStream = async <Row>(
  header: readonly string[],
  valuesOf: (row: Row) => readonly CsvValue[],
  batches: AsyncIterable<readonly Row[]>,
): Promise<Readable> => {
  const iterator = batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* chunks() {
    try {
      yield CSV.byteOrderMark + csvRecord(header);
      for (let step = first; !step.done; step = await iterator.next()) {
        yield step.value.map((row) => csvRecord(valuesOf(row))).join("");
      }
    } finally {
      // A download cut short stops the reading of further batches.
      await iterator.return?.();
    }
  }
  return Readable.from(chunks(), { objectMode: false, highWaterMark: HIGH_WATER_MARK });
};

/** Answers a CSV download: an attachment named `fileName`, never cached (it holds private data). */
export const sendCsv = (ctx: Context, fileName: string, body: Readable) => {
  ctx.attachment(fileName);
  ctx.type = CSV.contentType;
  ctx.set("Cache-Control", "no-store");
  ctx.body = body;
};
