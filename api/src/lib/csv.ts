import type { Readable, Writable } from "node:stream";
import { CSV } from "@kindred/contract";
import { type Options, stringify } from "csv-stringify";
import { stringify as stringifySync } from "csv-stringify/sync";
import type { Context } from "koa";

/** What one cell can hold: lists become one cell joined by `CSV.listSeparator`, times ISO 8601. */
export type CsvValue = string | number | boolean | Date | null | undefined | readonly string[];

const cellText = (value: CsvValue): string => {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.join(CSV.listSeparator);
  return String(value);
};

/** A text a spreadsheet would run as a formula gets `'` in front (docs/security.md). */
const guarded = (value: CsvValue): string => {
  const text = cellText(value);
  return CSV.formulaStarts.some((start) => text.startsWith(start)) ? `${CSV.formulaGuard}${text}` : text;
};

/**
 * csv-stringify writes the records: every field quoted (empty ones too) with its quotes doubled
 * (RFC 4180), CRLF after each record. Quoting them all means a spreadsheet that splits on `;`
 * (or tab) instead of `,` still reads each cell whole: an unquoted `a;=cmd()` would otherwise
 * become a second cell that starts with `=` and runs. Cells reach it as guarded texts.
 */
const WRITER: Options = { quoted: true, quoted_empty: true, record_delimiter: CSV.lineEnd, eof: true };

/** One record with its CRLF. */
export const csvRecord = (values: readonly CsvValue[]): string => stringifySync([values.map(guarded)], WRITER);

/** One field, quoted and guarded (no line end). */
export const csvField = (value: CsvValue): string => csvRecord([value]).slice(0, -CSV.lineEnd.length);

/** Resolves when `writer` drained, or closed (a download cut short: destroyed, with an error or without). */
const drainedOrClosed = (writer: Writable) =>
  new Promise<void>((resolve) => {
    const done = () => {
      writer.off("drain", done);
      writer.off("close", done);
      resolve();
    };
    writer.on("drain", done);
    writer.on("close", done);
  });

/** Bytes the writer holds for the response at a time; more rows are read only when it drains below this. */
const HIGH_WATER_MARK = 64 * 1024;

/**
 * The byte order mark and header, then the rows batch by batch, through csv-stringify's stream.
 * The next batch is read only when the writer drained what the reader has not taken yet (64 KB),
 * so a slow download holds about one batch in memory, never the whole table. The first batch is read
 * before this returns: a database failure then still answers as a normal error instead of a
 * cut-off file. A later failure breaks the download off; a download cut short stops the reading.
 */
export const csvStream = async <Row>(
  header: readonly string[],
  valuesOf: (row: Row) => readonly CsvValue[],
  batches: AsyncIterable<readonly Row[]>,
): Promise<Readable> => {
  const iterator = batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  const writer = stringify({ ...WRITER, bom: true, readableHighWaterMark: HIGH_WATER_MARK });
  const pump = async () => {
    try {
      writer.write(header.map(guarded));
      for (let step = first; !step.done; step = await iterator.next()) {
        let room = true;
        for (const row of step.value) room = writer.write(valuesOf(row).map(guarded));
        // The reader is behind: the next batch waits until the writer drained (or the download ended).
        if (!room && !writer.destroyed) await drainedOrClosed(writer);
        if (writer.destroyed) return;
      }
      writer.end();
    } catch (error) {
      writer.destroy(error as Error);
    } finally {
      // A download cut short (the writer destroyed) stops the reading of further batches.
      await iterator.return?.();
    }
  };
  void pump();
  return writer;
};

/** Answers a CSV download: an attachment named `fileName`, never cached (it holds private data). */
export const sendCsv = (ctx: Context, fileName: string, body: Readable) => {
  ctx.attachment(fileName);
  ctx.type = CSV.contentType;
  ctx.set("Cache-Control", "no-store");
  ctx.body = body;
};
