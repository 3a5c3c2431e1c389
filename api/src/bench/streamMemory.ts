import { openEventStream } from "./measure";
import type { BenchProcess } from "./processes";

const settle = () => new Promise((done) => setTimeout(done, 1_000));

/**
 * What `count` open event streams add to the API's resident memory: its RSS with them open, less
 * its RSS just before (after a garbage-collection-friendly pause each time).
 */
export const eventStreamMemory = async (api: BenchProcess, cookie: string, count: number): Promise<number> => {
  await settle();
  const before = api.rssBytes();
  const streams = [];
  try {
    for (let i = 0; i < count; i += 50) {
      streams.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(50, count - i) }, () => openEventStream(api.baseUrl, cookie)),
        )),
      );
    }
    await settle();
    return api.rssBytes() - before;
  } finally {
    for (const stream of streams) stream.close();
  }
};
