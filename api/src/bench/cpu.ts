import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";

/**
 * CPU time of process trees from /proc (Linux): what a request costs the API and PostgreSQL,
 * which, unlike latency, other jobs on a shared machine barely move.
 */

let ticksPerSecond: number | undefined;
const clockTicks = () => {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
};

/** utime, stime, cutime, cstime of one process in clock ticks, or null once it is gone. */
const times = (pid: number): [number, number, number, number] | null => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces; fields after its closing parenthesis are plain.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return [Number(fields[11]), Number(fields[12]), Number(fields[13]), Number(fields[14])];
  } catch {
    return null;
  }
};

const childrenOf = (pid: number): number[] => {
  const tasks = `/proc/${pid}/task`;
  if (!existsSync(tasks)) return [];
  const children: number[] = [];
  for (const task of readdirSync(tasks)) {
    try {
      const listed = readFileSync(`${tasks}/${task}/children`, "utf8").trim();
      if (listed) children.push(...listed.split(" ").map(Number));
    } catch {
      // The thread ended meanwhile.
    }
  }
  return children;
};

/**
 * CPU milliseconds the tree under `root` has used: every live process's own time, plus what the
 * root collected from children that ended (PostgreSQL backends that closed, a replaced worker).
 */
export const treeCpuMs = (root: number): number => {
  const rootTimes = times(root);
  if (!rootTimes) return 0;
  let ticks = rootTimes[0] + rootTimes[1] + rootTimes[2] + rootTimes[3];
  const pending = childrenOf(root);
  for (let pid = pending.pop(); pid !== undefined; pid = pending.pop()) {
    const own = times(pid);
    if (!own) continue;
    ticks += own[0] + own[1];
    pending.push(...childrenOf(pid));
  }
  return (ticks * 1000) / clockTicks();
};

/** This process's own CPU milliseconds (the load generator). */
const ownCpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

export interface CpuSpent {
  /** CPU ms of the API's process tree (the primary and its workers). */
  apiMs: number;
  /** CPU ms of PostgreSQL (the postmaster and its backends). */
  postgresMs: number;
  /** CPU ms of this process, the load generator. */
  generatorMs: number;
  /** Wall-clock ms of the window. */
  wallMs: number;
}

/** Measures the CPU the API, PostgreSQL and this process spend while `work` runs. */
export const cpuDuring = async <T>(
  pids: { api: number; postgres: number | null },
  work: () => Promise<T>,
): Promise<[T, CpuSpent]> => {
  const before = {
    api: treeCpuMs(pids.api),
    postgres: pids.postgres ? treeCpuMs(pids.postgres) : 0,
    generator: ownCpuMs(),
    wall: performance.now(),
  };
  const result = await work();
  return [
    result,
    {
      apiMs: treeCpuMs(pids.api) - before.api,
      postgresMs: pids.postgres ? treeCpuMs(pids.postgres) - before.postgres : 0,
      generatorMs: ownCpuMs() - before.generator,
      wallMs: performance.now() - before.wall,
    },
  ];
};

/** "API 0.42 + PostgreSQL 0.31 ms CPU per request" over `requests`. */
export const cpuPerRequest = (spent: CpuSpent, requests: number) => ({
  api: requests > 0 ? spent.apiMs / requests : Number.NaN,
  postgres: requests > 0 ? spent.postgresMs / requests : Number.NaN,
});

export const formatCpuPerRequest = (spent: CpuSpent, requests: number) => {
  const { api, postgres } = cpuPerRequest(spent, requests);
  return `CPU per request: API ${api.toFixed(2)} ms + PostgreSQL ${postgres.toFixed(2)} ms = ${(api + postgres).toFixed(2)} ms`;
};
