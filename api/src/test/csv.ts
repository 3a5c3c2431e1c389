import { CSV } from "@kindred/contract";
import { parse } from "csv-parse/sync";
import { expect } from "vitest";

/** Every field of every record starts and ends with a quote: no cell is left bare. */
const EVERY_FIELD_QUOTED = /^(?:"(?:[^"]|"")*"(?:,|\r\n))*$/;

/**
 * Reads an RFC 4180 file back into records (fields as written, quotes undone) with csv-parse,
 * strictly: CRLF line ends only, every record as wide as the first, and every field quoted. Read
 * by another library so a test does not check the writer against itself.
 */
export const parseCsv = (text: string): string[][] => {
  expect(EVERY_FIELD_QUOTED.test(text), "every field is quoted and every record ends with CRLF").toBe(true);
  return parse(text, { record_delimiter: "\r\n", relax_column_count: false }) as string[][];
};

/**
 * What a spreadsheet set to split on `delimiter` (`;` or a tab) reads from one field: the
 * quotes keep it one cell, whatever it holds.
 */
export const readFieldSplitOn = (field: string, delimiter: ";" | "\t"): string[] =>
  (parse(field, { delimiter, record_delimiter: "\r\n" }) as string[][])[0] ?? [];

/** A downloaded CSV file: it starts with the byte order mark; its header and rows as objects. */
export const readCsvFile = (text: string) => {
  expect(text.startsWith(CSV.byteOrderMark), "starts with the UTF-8 byte order mark").toBe(true);
  const [header = [], ...rows] = parseCsv(text.slice(CSV.byteOrderMark.length));
  return {
    header,
    rows: rows.map((row) => {
      expect(row, "every record has the header's number of fields").toHaveLength(header.length);
      return Object.fromEntries(header.map((name, index) => [name, row[index] ?? ""]));
    }),
  };
};
