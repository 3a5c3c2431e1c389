import { type BackgroundTask, runInBackground } from "../jobs/jobRunner";
import { type SweepOptions, sweepLiveRequests } from "./sweep";

export interface LiveRequestsJobOptions extends Omit<SweepOptions, "now"> {
  /** Pause between passes once nothing is left to do. */
  intervalMs?: number;
  clock?: () => Date;
  log?: (line: string) => void;
}

const TEN_MINUTES = 10 * 60_000;

/**
 * The live-request sweep as a task of the job queue: a pass now, then every `intervalMs`, straight
 * on while a pass fills its batch. Passes come one after another; the sweep's advisory lock and
 * row claims keep two that meet (on two hosts) from asking anyone twice.
 */
export const liveRequestsTask = ({
  intervalMs = TEN_MINUTES,
  clock = () => new Date(),
  log,
  ...options
}: LiveRequestsJobOptions): BackgroundTask => ({
  name: "live-requests",
  everyMs: intervalMs,
  onError: (error) => log?.(`live requests: ${error.message}`),
  run: async () => {
    const batchSize = options.batchSize ?? 500;
    const result = await sweepLiveRequests({ ...options, batchSize, now: clock() });
    if (result.asked + result.paused > 0) log?.(`live requests: asked ${result.asked}, paused ${result.paused}`);
    return { again: result.asked === batchSize || result.paused === batchSize };
  },
});

/** Sweeps live requests in the background until stopped; returns the stop function. */
export const startLiveRequestsJob = (options: LiveRequestsJobOptions): (() => Promise<void>) =>
  runInBackground([liveRequestsTask(options)], options);
