import { CSV, type CsvExportName, csvFileName, EXPORT_ROUTES, EXPORT_TEXTS } from "@kindred/contract";
import type { SaveDialogOptions } from "electron";
import type { SavedCsv } from "../../shared/api";
import { IpcRequestError } from "./handle";

export interface CsvExportDeps {
  getServerUrl(): string;
  /** GET through the app session, so the server sees the member signed in to the window. */
  fetch(url: string): Promise<Response>;
  showSaveDialog(options: SaveDialogOptions): Promise<{ canceled: boolean; filePath?: string }>;
  /** Streams `body` into a new file at `path`. */
  writeFile(path: string, body: AsyncIterable<Uint8Array>): Promise<void>;
  rename(from: string, to: string): Promise<void>;
  removeFile(path: string): Promise<void>;
  now(): Date;
}

/**
 * exportCsv: asks where to save (the native dialog), then streams the export from the server into
 * a side file that replaces the chosen one only once complete, so a failed download never leaves
 * half a file or destroys the one it was meant to replace.
 */
export const createCsvExporter = (deps: CsvExportDeps) => {
  return {
    async exportCsv(name: CsvExportName): Promise<SavedCsv> {
      const choice = await deps.showSaveDialog({
        title: EXPORT_TEXTS.saveDialogTitle,
        defaultPath: csvFileName(name, deps.now()),
        filters: [{ name: EXPORT_TEXTS.csvFiles, extensions: ["csv"] }],
        properties: ["createDirectory", "showOverwriteConfirmation"],
      });
      if (choice.canceled || !choice.filePath) return { saved: false };

      const response = await deps.fetch(`${deps.getServerUrl()}${EXPORT_ROUTES[name].path}`);
      const type = response.headers.get("content-type") ?? "";
      if (!response.ok || !response.body || !type.startsWith(CSV.contentType.split(";")[0] as string)) {
        await response.body?.cancel();
        throw new IpcRequestError(`exportCsv: the server answered ${response.status} ${type}`);
      }
      const partial = `${choice.filePath}.download`;
      try {
        await deps.writeFile(partial, response.body);
        await deps.rename(partial, choice.filePath);
      } catch (error) {
        await deps.removeFile(partial).catch(() => undefined);
        throw error;
      }
      return { saved: true, path: choice.filePath };
    },
  };
};
