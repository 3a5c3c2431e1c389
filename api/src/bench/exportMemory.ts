import { readFileSync } from "node:fs";
import type { Sequelize } from "sequelize-typescript";
import { signIn } from "./measure";
import { BENCH_VOLUME } from "./volume";

const MB = 1024 * 1024;
/** How much the 100k-row matches export may grow the server's resident memory: streamed, it holds about one batch. */
export const EXPORT_MEMORY_GOAL_MB = 64;
const TARGET = "matches CSV export, server memory";

/** A process's resident memory from /proc (Linux); null where there is no /proc. */
export const residentBytes = (pid: number | undefined): number | null => {
  try {
    const kib = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kib ? Number(kib) * 1024 : null;
  } catch {
    return null;
  }
};

/** Makes one bench member, not one of the measured pair, an admin; returns the email to sign in with. */
export const promoteBenchAdmin = async (sequelize: Sequelize, pair: { seekerId: string; hostId: string }) => {
  const [rows] = await sequelize.query(
    `UPDATE users SET "role" = 'admin'
      WHERE "id" = (SELECT "id" FROM users WHERE "id" NOT IN (:seekerId, :hostId) ORDER BY "email" LIMIT 1)
      RETURNING "email"`,
    { replacements: pair },
  );
  return (rows as { email: string }[])[0]?.email ?? "";
};

/**
 * Downloads `url` as fast as this process reads it, counting its records without keeping them,
 * while `rssBytes` (the server's resident memory) is sampled every 5 ms.
 */
const download = async (url: string, cookie: string, rssBytes: () => number | null) => {
  const idle = rssBytes();
  if (idle === null) return null;
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssBytes() ?? 0);
  }, 5);
  const started = performance.now();
  try {
    const response = await fetch(url, { headers: { cookie } });
    let bytes = 0;
    let lineEnds = 0;
    for await (const chunk of response.body ?? []) {
      bytes += chunk.byteLength;
      // Every record ends with CRLF; bench data has no line breaks inside fields.
      for (const byte of chunk) if (byte === 10) lineEnds++;
    }
    const seconds = (performance.now() - started) / 1000;
    return { status: response.status, rows: Math.max(0, lineEnds - 1), bytes, seconds, idle, peak };
  } finally {
    clearInterval(sampler);
  }
};

/**
 * The bench row for CSV export memory: an admin downloads `/api/admin/export/matches.csv` (the
 * seeded 100k matches and more) and the server's resident memory may grow by less than
 * EXPORT_MEMORY_GOAL_MB. A server that built the file in memory would grow by the whole file and
 * the row objects it came from.
 */
export const csvExportMemory = async (options: {
  baseUrl: string;
  adminEmail: string;
  password: string;
  rssBytes: () => number | null;
}) => {
  const goal = `< ${EXPORT_MEMORY_GOAL_MB} MB over idle`;
  const cookie = await signIn(options.baseUrl, options.adminEmail, options.password);
  const result = await download(`${options.baseUrl}/api/admin/export/matches.csv`, cookie, options.rssBytes);
  if (!result) return { target: TARGET, measured: "unavailable (no /proc)", goal, ok: false };
  if (result.status !== 200) return { target: TARGET, measured: `failed (HTTP ${result.status})`, goal, ok: false };
  const growth = (result.peak - result.idle) / MB;
  return {
    target: TARGET,
    measured:
      `peak RSS ${(result.peak / MB).toFixed(0)} MB, +${growth.toFixed(1)} MB over idle ` +
      `(${result.rows} rows, ${(result.bytes / MB).toFixed(1)} MB sent in ${result.seconds.toFixed(1)} s)`,
    goal,
    ok: growth < EXPORT_MEMORY_GOAL_MB && result.rows >= BENCH_VOLUME.matches,
  };
};
