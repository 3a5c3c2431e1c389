import { join } from "node:path";
import { desktopServerUrl } from "@kindred/contract";
import { z } from "zod";

export const DEFAULT_SERVER_URL = "http://localhost:5000";
export const SETTINGS_FILE_NAME = "settings.json";

const httpUrl = desktopServerUrl.describe("the Kindred Spaces server the app talks to");

export const settingsSchema = z.object({
  serverUrl: httpUrl.default(DEFAULT_SERVER_URL),
});
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = { serverUrl: DEFAULT_SERVER_URL };

/** The file-system calls settings need; node:fs/promises fits, tests pass an in-memory fake. */
export interface SettingsFs {
  readFile(path: string, encoding: "utf8"): Promise<string>;
  writeFile(path: string, data: string, encoding: "utf8"): Promise<void>;
  mkdir(path: string, options: { recursive: true }): Promise<unknown>;
}

export interface SettingsStore {
  readonly file: string;
  load(): Promise<Settings>;
  save(changes: Partial<Settings>): Promise<Settings>;
  /** Whether the member chose a server yet (a valid settings file exists): false on first run. */
  isSaved(): boolean;
}

/**
 * Settings live as JSON in Electron's userData folder. A missing, unreadable or
 * invalid file never stops the app: it starts on the defaults and says why.
 */
export function createSettingsStore(
  userDataDir: string,
  fs: SettingsFs,
  warn: (message: string) => void = console.warn,
): SettingsStore {
  const file = join(userDataDir, SETTINGS_FILE_NAME);
  let current: Settings = DEFAULT_SETTINGS;
  let saved = false;

  return {
    file,
    isSaved: () => saved,
    async load() {
      let text: string;
      try {
        text = await fs.readFile(file, "utf8");
      } catch {
        current = DEFAULT_SETTINGS;
        saved = false;
        return current;
      }
      saved = true;
      current = parseSettings(text, (reason) => {
        saved = false;
        warn(`Ignoring ${file}: ${reason}; using defaults.`);
      });
      return current;
    },
    async save(changes) {
      const next = settingsSchema.parse({ ...current, ...changes });
      await fs.mkdir(userDataDir, { recursive: true });
      await fs.writeFile(file, `${JSON.stringify(next, null, 2)}\n`, "utf8");
      current = next;
      saved = true;
      return current;
    },
  };
}

export function parseSettings(text: string, onInvalid: (reason: string) => void): Settings {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    onInvalid("not valid JSON");
    return DEFAULT_SETTINGS;
  }
  const parsed = settingsSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  onInvalid(parsed.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`).join(", "));
  return DEFAULT_SETTINGS;
}

/** A server address typed by the member, cleaned up, or null when it is not an http(s) URL. */
export function parseServerUrl(text: string): string | null {
  const parsed = httpUrl.safeParse(text.trim());
  return parsed.success ? parsed.data : null;
}

/** `--server=https://…` on the command line switches (and remembers) the server (development builds). */
export function serverUrlFromArgs(argv: readonly string[]): string | undefined {
  const arg = argv.find((value) => value.startsWith("--server="));
  if (!arg) return undefined;
  const parsed = httpUrl.safeParse(arg.slice("--server=".length));
  return parsed.success ? parsed.data : undefined;
}
