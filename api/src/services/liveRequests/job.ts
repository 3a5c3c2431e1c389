import { startPollingLoop } from "../../lib/pollingLoop";
import { type SweepOptions, sweepLiveRequests } from "./sweep";

export interface LiveRequestsJobOptions extends Omit<SweepOptions, "now"> {
  /** Pause between passes once nothing is left to do. */
  intervalMs?: number;
  clock?: () => Date;
  log?: (line: string) => void;
}

const TEN_MINUTES = 10 * 60_000;

/**
 * Sweeps live requests now and then every `intervalMs`, straight on while a pass fills its
 * batch. Every API process runs it; the sweep's advisory lock lets one at a time work. Returns
 * the stop function.
 */
export const startLiveRequestsJob = ({
  intervalMs = TEN_MINUTES,
  clock = () => new Date(),
  log,
  ...options
}: LiveRequestsJobOptions): (() => Promise<void>) =>
  startPollingLoop(
    async () => {
      const batchSize = options.batchSize ?? 500;
      const result = await sweepLiveRequests({ ...options, batchSize, now: clock() });
      if (result.asked + result.paused > 0) log?.(`live requests: asked ${result.asked}, paused ${result.paused}`);
      return { busy: result.asked === batchSize || result.paused === batchSize };
    },
    { idleMs: intervalMs, onError: (error) => log?.(`live requests: ${error.message}`) },
  );
