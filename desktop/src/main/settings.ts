import { join } from "node:path";
import { desktopServerUrl } from "@kindred/contract";
import { z } from "zod";
import { windowStateSchema } from "./windowState";

export const DEFAULT_SERVER_URL = "http://localhost:5000";
export const SETTINGS_FILE_NAME = "settings.json";

const httpUrl = desktopServerUrl.describe("the Kindred Spaces server the app talks to");

export const settingsSchema = z.object({
  serverUrl: httpUrl.default(DEFAULT_SERVER_URL),
  /** A broken saved window state is forgotten on its own; it never costs the chosen server. */
  window: windowStateSchema.optional().catch(undefined),
});
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = { serverUrl: DEFAULT_SERVER_URL };

/** The file-system calls settings need; node:fs/promises fits, tests pass an in-memory fake. */
export interface SettingsFs {
  readFile(path: string, encoding: "utf8"): Promise<string>;
  writeFile(path: string, data: string, encoding: "utf8"): Promise<void>;
  mkdir(path: string, options: { recursive: true }): Promise<unknown>;
  rename(from: string, to: string): Promise<void>;
}

export interface SettingsStore {
  readonly file: string;
  load(): Promise<Settings>;
  save(changes: Partial<Settings>): Promise<Settings>;
  /** Whether the member chose a server yet (a valid settings file names one): false on first run. */
  isSaved(): boolean;
}

/**
 * Settings live as JSON in Electron's userData folder. A missing, unreadable or
 * invalid file never stops the app: it starts on the defaults and says why.
 */
export const createSettingsStore = (
  userDataDir: string,
  fs: SettingsFs,
  warn: (message: string) => void = console.warn,
): SettingsStore => {
  const file = join(userDataDir, SETTINGS_FILE_NAME);
  let current: Settings = DEFAULT_SETTINGS;
  let saved = false;
  let writing: Promise<unknown> = Promise.resolve();

  const write = async (changes: Partial<Settings>) => {
    const next = settingsSchema.parse({ ...current, ...changes });
    const chosen = saved || changes.serverUrl !== undefined;
    // Until the member chooses a server, the default is not written: the next start is still a first run.
    const { serverUrl: _default, ...rest } = next;
    await fs.mkdir(userDataDir, { recursive: true });
    // Written beside the file, then renamed over it: a crash mid-write never leaves half a file.
    const temporary = `${file}.tmp`;
    await fs.writeFile(temporary, `${JSON.stringify(chosen ? next : rest, null, 2)}\n`, "utf8");
    await fs.rename(temporary, file);
    current = next;
    saved = chosen;
    return current;
  };

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
      saved = namesServer(text);
      current = parseSettings(text, (reason) => {
        saved = false;
        warn(`Ignoring ${file}: ${reason}; using defaults.`);
      });
      return current;
    },
    save(changes) {
      // One write at a time, each on top of the last: the window's state and the server are
      // saved independently and must not undo each other.
      const next = writing.then(() => write(changes));
      writing = next.catch(() => undefined);
      return next;
    },
  };
};

/** Whether a settings file has a server in it (the window's state alone is saved on first run too). */
const namesServer = (text: string): boolean => {
  try {
    const json: unknown = JSON.parse(text);
    return typeof json === "object" && json !== null && "serverUrl" in json;
  } catch {
    return false;
  }
};

export const parseSettings = (text: string, onInvalid: (reason: string) => void): Settings => {
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
};

/** A server address typed by the member, cleaned up, or null when it is not an http(s) URL. */
export const parseServerUrl = (text: string): string | null => {
  const parsed = httpUrl.safeParse(text.trim());
  return parsed.success ? parsed.data : null;
};

/** `--server=https://…` on the command line switches (and remembers) the server (development builds). */
export const serverUrlFromArgs = (argv: readonly string[]): string | undefined => {
  const arg = argv.find((value) => value.startsWith("--server="));
  if (!arg) return undefined;
  const parsed = httpUrl.safeParse(arg.slice("--server=".length));
  return parsed.success ? parsed.data : undefined;
};
