/**
 * CPU per request of search and explore under steady load: their sequential latency runs are too
 * short, and come too soon after the API starts (its code still being compiled), to say what a
 * request costs. Each runs here for seconds over a mix of calls, after a warm-up.
 */
import autocannon from "autocannon";
import { type CpuSpent, cpuDuring, formatCpuPerRequest } from "./cpu";
import { type ExploreAgainst, exploreCalls } from "./exploreBench";
import type { CpuPids } from "./floorTargets";
import { SEARCH_TERMS } from "./hotPaths";

const CONNECTIONS = 8;
const WARM_UP_SECONDS = 3;
const MEASURED_SECONDS = 8;

/** Cycles every connection through `paths` for `seconds`; answers the requests answered and the non-2xx. */
const cycle = async (baseUrl: string, cookie: string, paths: string[], seconds: number) => {
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { cookie },
    requests: paths.map((path) => ({ method: "GET" as const, path })),
  });
  return { requests: result.requests.total, non2xx: result.non2xx };
};

export interface CpuFigure {
  requests: number;
  non2xx: number;
  spent: CpuSpent;
}

/** What one request of the mix costs the API and PostgreSQL, measured over MEASURED_SECONDS of load. */
export const measureCpuPerRequest = async (
  baseUrl: string,
  cookie: string,
  paths: string[],
  pids: CpuPids,
): Promise<CpuFigure> => {
  await cycle(baseUrl, cookie, paths, WARM_UP_SECONDS);
  const [{ requests, non2xx }, spent] = await cpuDuring(pids, () => cycle(baseUrl, cookie, paths, MEASURED_SECONDS));
  return { requests, non2xx, spent };
};

export const searchPaths = () => SEARCH_TERMS.map((term) => `/api/search?q=${encodeURIComponent(term)}`);

/** The explore mix a member (the seeker) asks for: every filter combination's first page. */
export const explorePaths = (against: ExploreAgainst) =>
  exploreCalls(against)
    .filter((call) => !call.includes(against.offerId))
    .map((call) => `/api/explore/${call}&limit=24`);

export const describeCpu = (label: string, { requests, non2xx, spent }: CpuFigure) =>
  `${label} ${formatCpuPerRequest(spent, requests)} (${requests} requests under load` +
  `${non2xx ? `, ${non2xx} non-2xx` : ""})`;
