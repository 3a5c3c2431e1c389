import { CSV } from "@kindred/contract";
import { expect } from "vitest";

/**
 * Reads an RFC 4180 file back into records (fields as written, quotes undone), strictly: CRLF
 * line ends only, a quote only around a whole field. Written apart from the writer so a test does
 * not check the writer against itself.
 */
export const parseCsv = (text: string): string[][] => {
  const records: string[][] = [];
  let record: string[] = [];
  let at = 0;
  while (at < text.length) {
    let field = "";
    if (text[at] === '"') {
      at++;
      while (true) {
        const quote = text.indexOf('"', at);
        if (quote < 0) throw new Error(`unclosed quote at ${at}`);
        field += text.slice(at, quote);
        if (text[quote + 1] === '"') {
          field += '"';
          at = quote + 2;
        } else {
          at = quote + 1;
          break;
        }
      }
    } else {
      const end = text.slice(at).search(/[,\r\n"]/);
      const stop = end < 0 ? text.length : at + end;
      if (text[stop] === '"') throw new Error(`quote inside an unquoted field at ${stop}`);
      field = text.slice(at, stop);
      at = stop;
    }
    record.push(field);
    if (text[at] === ",") {
      at++;
    } else if (text.startsWith("\r\n", at)) {
      records.push(record);
      record = [];
      at += 2;
    } else {
      throw new Error(`expected a comma or CRLF at ${at}, found ${JSON.stringify(text.slice(at, at + 10))}`);
    }
  }
  if (record.length > 0) throw new Error("the last record has no CRLF");
  return records;
};

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
