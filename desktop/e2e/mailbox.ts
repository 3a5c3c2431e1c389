import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { type APIRequestContext, expect } from "@playwright/test";

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
        const files = await readdir(outbox).catch(() => [] as string[]);
        for (const file of files) {
          const raw = (await readFile(join(outbox, file), "utf8")).replace(/=\r?\n/g, "").replace(/=3D/g, "=");
          if (!raw.includes(containing)) continue;
          link = raw.match(pattern)?.[0] ?? link;
        }
        return link;
      },
      { timeout: 15_000 },
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
