import { EXPORT_TEXTS } from "@kindred/contract";
import { describe, expect, it, vi } from "vitest";
import { type CsvExportDeps, createCsvExporter } from "./csvExport";

const CSV_FILE = "\uFEFFid,email\r\n1,a@example.org\r\n";

const setup = (answer: () => Response, choice: { canceled: boolean; filePath?: string }) => {
  const files = new Map<string, string>([["/home/avery/kindred-members-2026-11-23.csv", "an older export"]]);
  const deps = {
    getServerUrl: () => "http://kindred.test:5000",
    fetch: vi.fn(async (_url: string) => answer()),
    showSaveDialog: vi.fn(async () => choice),
    writeFile: vi.fn(async (path: string, body: AsyncIterable<Uint8Array>) => {
      let text = "";
      for await (const chunk of body) text += Buffer.from(chunk).toString("utf8");
      files.set(path, text);
    }),
    rename: vi.fn(async (from: string, to: string) => {
      files.set(to, files.get(from) ?? "");
      files.delete(from);
    }),
    removeFile: vi.fn(async (path: string) => {
      files.delete(path);
    }),
    now: () => new Date("2026-11-23T10:00:00Z"),
  } satisfies CsvExportDeps;
  return { exporter: createCsvExporter(deps), deps, files };
};

const csvAnswer = () => new Response(CSV_FILE, { headers: { "content-type": "text/csv; charset=utf-8" } });
const chosen = { canceled: false, filePath: "/home/avery/kindred-members-2026-11-23.csv" };

describe("exportCsv", () => {
  it("asks where to save, offering the export's file name, then saves the server's file there byte for byte", async () => {
    const { exporter, deps, files } = setup(csvAnswer, chosen);
    expect(await exporter.exportCsv("members")).toEqual({ saved: true, path: chosen.filePath });
    expect(deps.showSaveDialog).toHaveBeenCalledWith(
      expect.objectContaining({
        title: EXPORT_TEXTS.saveDialogTitle,
        defaultPath: "kindred-members-2026-11-23.csv",
        filters: [{ name: EXPORT_TEXTS.csvFiles, extensions: ["csv"] }],
      }),
    );
    expect(deps.fetch).toHaveBeenCalledWith("http://kindred.test:5000/api/admin/export/members.csv");
    expect(Object.fromEntries(files)).toEqual({ [chosen.filePath]: CSV_FILE });
  });

  it("fetches nothing and writes nothing when the member cancels", async () => {
    const { exporter, deps, files } = setup(csvAnswer, { canceled: true });
    expect(await exporter.exportCsv("myOffers")).toEqual({ saved: false });
    expect(deps.fetch).not.toHaveBeenCalled();
    expect(files.get(chosen.filePath)).toBe("an older export");
  });

  it("fails without touching the chosen file when the server refuses (signed out, not an admin)", async () => {
    const refused = () =>
      new Response(JSON.stringify({ message: "Admins only" }), {
        status: 403,
        headers: { "content-type": "application/json" },
      });
    const { exporter, deps, files } = setup(refused, chosen);
    await expect(exporter.exportCsv("feedback")).rejects.toThrow("exportCsv: the server answered 403");
    expect(deps.writeFile).not.toHaveBeenCalled();
    expect(Object.fromEntries(files)).toEqual({ [chosen.filePath]: "an older export" });
  });

  it("removes the partial file and keeps the old one when the download breaks off", async () => {
    const broken = () =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode("\uFEFFid\r\n"));
            controller.error(new Error("connection reset"));
          },
        }),
        { headers: { "content-type": "text/csv; charset=utf-8" } },
      );
    const { exporter, deps, files } = setup(broken, chosen);
    await expect(exporter.exportCsv("matches")).rejects.toThrow("connection reset");
    expect(deps.removeFile).toHaveBeenCalledWith(`${chosen.filePath}.download`);
    expect(Object.fromEntries(files)).toEqual({ [chosen.filePath]: "an older export" });
  });
});
