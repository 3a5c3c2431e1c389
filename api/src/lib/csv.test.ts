import { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { CSV } from "@kindred/contract";
import { describe, expect, it } from "vitest";
import { parseCsv, readCsvFile, readFieldSplitOn } from "../test/csv";
import { csvField, csvRecord, csvStream } from "./csv";

const NASTY = [
  'She said "hi"',
  "one, two, three",
  "first line\r\nsecond line",
  "bare\nnewline",
  "Zoë’s café — 日本語 🎨 שלום",
  '=HYPERLINK("http://evil.example","click")',
  "+1 555 0100",
  "-2+3",
  "@SUM(A1:A2)",
  "\tindented",
  "\rcarriage",
  "",
  " leading space",
];

const text = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
};

describe("csvField", () => {
  it("quotes plain text, numbers and booleans too", () => {
    expect(csvField("Sunrise Studio")).toBe('"Sunrise Studio"');
    expect(csvField(12)).toBe('"12"');
    expect(csvField(true)).toBe('"true"');
    expect(csvField(false)).toBe('"false"');
  });

  it("writes an empty cell for a missing value, ISO 8601 for a time, one cell for a list", () => {
    expect(csvField(null)).toBe('""');
    expect(csvField(undefined)).toBe('""');
    expect(csvField(new Date("2026-11-23T08:30:00.123Z"))).toBe('"2026-11-23T08:30:00.123Z"');
    expect(csvField(["weekday-morning", "flexible"])).toBe('"weekday-morning; flexible"');
    expect(csvField([])).toBe('""');
  });

  it("doubles quotes inside a field (RFC 4180)", () => {
    expect(csvField('She said "hi"')).toBe('"She said ""hi"""');
    expect(csvField("one, two")).toBe('"one, two"');
    expect(csvField("a\r\nb")).toBe('"a\r\nb"');
    expect(csvField('"')).toBe('""""');
  });

  it("keeps unicode as it is", () => {
    expect(csvField("Zoë’s café — 日本語 🎨 שלום")).toBe('"Zoë’s café — 日本語 🎨 שלום"');
  });

  it("puts ' before a cell a spreadsheet would run as a formula", () => {
    expect(csvField("=1+1")).toBe(`"'=1+1"`);
    expect(csvField("+1 555 0100")).toBe(`"'+1 555 0100"`);
    expect(csvField("-2+3")).toBe(`"'-2+3"`);
    expect(csvField("@SUM(A1:A2)")).toBe(`"'@SUM(A1:A2)"`);
    expect(csvField("\tindented")).toBe(`"'\tindented"`);
    expect(csvField("\rcarriage")).toBe(`"'\rcarriage"`);
    expect(csvField('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csvField(["=cmd", "ok"])).toBe(`"'=cmd; ok"`);
    expect(csvField(-5)).toBe(`"'-5"`);
  });

  it("leaves those characters alone anywhere but at the start", () => {
    expect(csvField("a=b")).toBe('"a=b"');
    expect(csvField(" =1")).toBe('" =1"');
    expect(csvField("me@example.org")).toBe('"me@example.org"');
  });

  it("stays one cell, never a formula, in a spreadsheet that splits on ; or tab", () => {
    const splitters = ["a;=cmd()", "x;@SUM(A1)", "ok; -1", "tab\t=1+1", '";=2', ...NASTY];
    for (const value of splitters) {
      for (const delimiter of [";", "\t"] as const) {
        const cells = readFieldSplitOn(csvField(value), delimiter);
        expect(cells, `${JSON.stringify(value)} split on ${JSON.stringify(delimiter)}`).toHaveLength(1);
        expect(CSV.formulaStarts.some((start) => cells[0]?.startsWith(start))).toBe(false);
      }
    }
  });
});

describe("csvRecord", () => {
  it("joins fields with commas and ends with CRLF", () => {
    expect(csvRecord(["a", 1, null, "b,c"])).toBe('"a","1","","b,c"\r\n');
  });

  it("reads back as the same texts, guarded ones with their '", () => {
    const [record] = parseCsv(csvRecord(NASTY));
    expect(record).toEqual(
      NASTY.map((value) => (CSV.formulaStarts.some((s) => value.startsWith(s)) ? `'${value}` : value)),
    );
  });
});

async function* batchesOf<T>(batches: T[][], pulled: { count: number; finished: boolean }) {
  try {
    for (const batch of batches) {
      pulled.count++;
      yield batch;
    }
  } finally {
    pulled.finished = true;
  }
}

/** 200 batches of 100 rows (≈10 KB a batch), and how many of them were read. */
const longDownload = async () => {
  const batches = Array.from({ length: 200 }, (_, b) =>
    Array.from({ length: 100 }, (_, r) => ({ id: `${b}-${r}`, text: "x".repeat(100) })),
  );
  const pulled = { count: 0, finished: false };
  const stream = await csvStream(["id", "text"], (row) => [row.id, row.text], batchesOf(batches, pulled));
  return { pulled, stream };
};

describe("csvStream", () => {
  it("writes the byte order mark, the header and every row of every batch", async () => {
    const pulled = { count: 0, finished: false };
    const stream = await csvStream(
      ["name", "note"],
      (row: { name: string; note: string }) => [row.name, row.note],
      batchesOf(
        [
          [
            { name: "Zoë", note: 'says "hi", twice' },
            { name: "=evil()", note: "line\r\nbreak" },
          ],
          [{ name: "Third", note: "" }],
        ],
        pulled,
      ),
    );
    const file = await text(stream);
    expect(file.startsWith('\uFEFF"name","note"\r\n')).toBe(true);
    expect(readCsvFile(file)).toEqual({
      header: ["name", "note"],
      rows: [
        { name: "Zoë", note: 'says "hi", twice' },
        { name: "'=evil()", note: "line\r\nbreak" },
        { name: "Third", note: "" },
      ],
    });
    expect(pulled).toEqual({ count: 2, finished: true });
  });

  it("writes the header alone when there are no rows", async () => {
    const stream = await csvStream(
      ["id"],
      (row: { id: string }) => [row.id],
      batchesOf([], { count: 0, finished: false }),
    );
    expect(await text(stream)).toBe('\uFEFF"id"\r\n');
  });

  it("reads the first batch before answering, so a failing query is an error, not a cut-off file", async () => {
    async function* failing(): AsyncGenerator<{ id: string }[]> {
      yield* [];
      throw new Error("database down");
    }
    await expect(csvStream(["id"], (row) => [row.id], failing())).rejects.toThrow("database down");
  });

  it("fails the stream when a later batch fails, so the download breaks off instead of looking complete", async () => {
    async function* failingLater() {
      yield [{ id: "first" }];
      throw new Error("connection to PostgreSQL lost");
    }
    const stream = await csvStream(["id"], (row: { id: string }) => [row.id], failingLater());
    await expect(text(stream)).rejects.toThrow("connection to PostgreSQL lost");
  });

  it("reads a batch only when the reader wants more, and stops reading when the download ends early", async () => {
    const { pulled, stream } = await longDownload();
    // Nobody reads yet: the buffer fills to its mark and the reading stops (≈10 KB per batch, 64 KB mark).
    await new Promise((resolve) => stream.once("readable", resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(pulled.count).toBeLessThan(12);

    let received = 0;
    await pipeline(
      stream,
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          received += chunk.length;
          // A client that goes away after ~100 KB.
          done(received > 100_000 ? new Error("client went away") : null);
        },
      }),
    ).catch(() => undefined);
    await new Promise((resolve) => setImmediate(resolve));
    expect(pulled.finished).toBe(true);
    expect(pulled.count).toBeLessThan(30);
  });

  it("stops reading when the download is destroyed without an error (a client that went away)", async () => {
    const { pulled, stream } = await longDownload();
    await new Promise((resolve) => stream.once("readable", resolve));
    stream.destroy();
    await expect.poll(() => pulled.finished).toBe(true);
    expect(pulled.count).toBeLessThan(12);
  });
});
