import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { type APIRequestContext, expect } from "@playwright/test";

/** Mails already read, by file: the server renames each one into place whole, and never changes it. */
const readMails = new Map<string, string>();

/** Every mail in `outbox` so far, reading only the files not read before. */
const mailsIn = async (outbox: string): Promise<string[]> => {
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((file) => file.endsWith(".eml"));
  const mails: string[] = [];
  for (const file of files) {
    const path = join(outbox, file);
    let raw = readMails.get(path);
    if (raw === undefined) {
      raw = (await readFile(path, "utf8")).replace(/=\r?\n/g, "").replace(/=3D/g, "=");
      readMails.set(path, raw);
    }
    mails.push(raw);
  }
  return mails;
};

/**
 * The first link matching `pattern` in a mail holding `containing` (a recipient line, a title),
 * read from DATA_DIR/outbox where the server writes mail when no SMTP server is set. The text part
 * is quoted-printable: soft breaks and `=3D` are undone first. Waits until the mail is there.
 */
export const mailedLinkIn = async (
  containing: string,
  pattern: RegExp,
  // The browser tests' server, or the desktop harness's.
  dataDir = process.env.E2E_DATA_DIR ?? process.env.HARNESS_DATA_DIR ?? "",
): Promise<URL> => {
  const outbox = join(dataDir, "outbox");
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        for (const raw of await mailsIn(outbox)) {
          if (!raw.includes(containing)) continue;
          link = raw.match(pattern)?.[0] ?? link;
        }
        return link;
      },
      // Mail leaves as soon as its write commits: look often.
      { timeout: 15_000, intervals: [50, 100, 200] },
    )
    .toBeTruthy();
  return new URL(link as string);
};

/** The first link matching `pattern` in a mail to `email`. */
export const mailedLink = (email: string, pattern: RegExp, dataDir?: string): Promise<URL> =>
  mailedLinkIn(`To: ${email}`, pattern, dataDir);

/**
 * Confirms `email` as its owner would: opens the link of its confirmation mail (from the server's
 * outbox in `dataDir`) through `request`, whose cookies may be the member's or nobody's.
 */
export const confirmEmail = async (request: APIRequestContext, email: string, dataDir?: string): Promise<void> => {
  const link = await mailedLink(email, /https?:\/\/[^\s"<>]+\/verify-email\?token=[\w-]+/, dataDir);
  const response = await request.post("/api/auth/verify-email", { data: { token: link.searchParams.get("token") } });
  expect(response.status(), await response.text()).toBe(204);
};

/** The in-app path and query of a mailed absolute link (the test server may answer on another host name). */
export const pathOf = (link: URL) => `${link.pathname}${link.search}`;
