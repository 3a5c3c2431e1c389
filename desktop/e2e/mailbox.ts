import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect } from "@playwright/test";

/**
 * The first link matching `pattern` in a mail holding `containing` (a recipient line, a title),
 * read from DATA_DIR/outbox where the server writes mail when no SMTP server is set. The text part
 * is quoted-printable: soft breaks and `=3D` are undone first. Waits until the mail is there.
 */
export const mailedLinkIn = async (containing: string, pattern: RegExp): Promise<URL> => {
  const outbox = join(process.env.E2E_DATA_DIR ?? "", "outbox");
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
export const mailedLink = (email: string, pattern: RegExp): Promise<URL> => mailedLinkIn(`To: ${email}`, pattern);

/** The in-app path and query of a mailed absolute link (the test server may answer on another host name). */
export const pathOf = (link: URL) => `${link.pathname}${link.search}`;
