import { readFileSync } from "node:fs";
import type { Sequelize } from "sequelize-typescript";

/** The server's resident memory from /proc (Linux); null where there is no /proc. */
export const residentBytes = (pid: number): number | null => {
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

export interface ExportMemory {
  status: number;
  rows: number;
  bytes: number;
  seconds: number;
  /** The server's resident memory just before the download started, and the most it reached during it. */
  idleBytes: number;
  peakBytes: number;
}

/**
 * Downloads `url` as fast as this process reads it, counting its records without keeping them,
 * while the server's resident memory is sampled every 5 ms. A server that built the file in
 * memory would grow by the whole file and more; a streaming one by about one batch.
 */
export const measureExportMemory = async (url: string, cookie: string, pid: number): Promise<ExportMemory | null> => {
  const idle = residentBytes(pid);
  if (idle === null) return null;
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentBytes(pid) ?? 0);
  }, 5);
  const started = performance.now();
  try {
    const response = await fetch(url, { headers: { cookie } });
    let bytes = 0;
    let lineEnds = 0;
    for await (const chunk of response.body ?? []) {
      bytes += chunk.byteLength;
      // LF bytes: each record ends with CRLF; quoted line breaks inside fields would also count, and bench data has none.
      for (const byte of chunk) if (byte === 10) lineEnds++;
    }
    return {
      status: response.status,
      rows: Math.max(0, lineEnds - 1),
      bytes,
      seconds: (performance.now() - started) / 1000,
      idleBytes: idle,
      peakBytes: Math.max(peak, residentBytes(pid) ?? 0),
    };
  } finally {
    clearInterval(sampler);
  }
};
