import { setTimeout as delay } from "node:timers/promises";
import { type ApiProcess, embeddedDatabase, residentBytes } from "./apiProcess";
import { isSuccess, type Member, post, registerMember, spaceOfferBody, spaceRequestBody } from "./client";
import { type ScenarioResult, statusSummary } from "./report";

const PAIRS = 10;
const STREAMS = 500;
const WRITES_PER_SECOND = 100;
const SAMPLE_EVERY_MS = 1_000;
const MAX_IN_FLIGHT = 100;
/** The rate reached may fall this far short of the target (pacing jitter). */
const RATE_TOLERANCE = 0.05;
/**
 * Resident memory may grow this much from the warmed-up level to the end. Falling is no leak
 * (the collector handing memory back after the warm-up's peak), so only growth counts.
 */
const MEMORY_TOLERANCE = 0.2;

interface Stream {
  ended: boolean;
  events: number;
  abort: () => void;
}

/** Opens one event stream and counts its `message` events until aborted; resolves after `ready`. */
const openStream = async (baseUrl: string, member: Member): Promise<Stream> => {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, {
    headers: { Cookie: member.cookie, Accept: "text/event-stream" },
    signal: controller.signal,
  });
  if (response.status !== 200 || !response.body) throw new Error(`event stream refused: HTTP ${response.status}`);
  const stream: Stream = { ended: false, events: 0, abort: () => controller.abort() };
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let ready: () => void = () => {};
  const isReady = new Promise<void>((resolve) => {
    ready = resolve;
  });
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        if (buffer.includes("event: ready")) ready();
        const frames = buffer.split("\n\n");
        buffer = frames.pop() ?? "";
        stream.events += frames.filter((frame) => /^event: message$/m.test(frame)).length;
      }
    } catch {
      // Aborted by the soak at the end.
    }
    stream.ended = !controller.signal.aborted;
    ready();
  })();
  await isReady;
  return stream;
};

/** A seeker and a host with a match between their listings. */
const createPair = async (api: ApiProcess, dataDir: string, index: number) => {
  const seeker = await registerMember(api.baseUrl, `seeker-${index}`, dataDir);
  const host = await registerMember(api.baseUrl, `host-${index}`, dataDir);
  const request = await post(
    api.baseUrl,
    "/api/space-requests",
    seeker,
    spaceRequestBody(`pair ${index}`, seeker.email),
  );
  const offer = await post(api.baseUrl, "/api/space-offers", host, spaceOfferBody(`Soak pair ${index}`, host.email));
  const requestId = (request.body as { id: string }).id;
  const offerId = (offer.body as { id: string }).id;
  // Matching may or may not pair these two listings; the pair needs its match either way.
  const facts = {
    sharedIds: [],
    requestType: "workshop",
    offerType: "studio",
    participants: 12,
    capacity: 12,
    sponsored: false,
  };
  const [match] = await embeddedDatabase(dataDir).query<{ id: string }>(
    `WITH inserted AS (
       INSERT INTO matches ("id", "spaceRequestId", "spaceOfferId", "score", "facts", "createdAt", "updatedAt")
       VALUES (gen_random_uuid(), $1, $2, 1, $3::jsonb, now(), now()) ON CONFLICT DO NOTHING RETURNING "id")
     SELECT "id" FROM inserted UNION ALL
     SELECT "id" FROM matches WHERE "spaceRequestId" = $1 AND "spaceOfferId" = $2`,
    [requestId, offerId, JSON.stringify(facts)],
  );
  return { seeker, host, matchId: match.id };
};

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/**
 * 500 open event streams and 100 messages a second for `seconds`: no write may fail, no stream
 * may end, and resident memory at the end stays within 20% of its level after warm-up.
 */
export const streamsUnderLoad = async (api: ApiProcess, dataDir: string, seconds: number): Promise<ScenarioResult> => {
  const pairs = [];
  for (let i = 0; i < PAIRS; i++) pairs.push(await createPair(api, dataDir, i));
  const members = pairs.flatMap((pair) => [pair.seeker, pair.host]);
  const streams: Stream[] = [];
  for (let i = 0; i < STREAMS; i++) streams.push(await openStream(api.baseUrl, members[i % members.length]));

  const samples: Array<{ at: number; bytes: number }> = [];
  const started = performance.now();
  const sampler = setInterval(
    () => samples.push({ at: performance.now() - started, bytes: residentBytes(api.pid) }),
    SAMPLE_EVERY_MS,
  );
  const writes: Array<Promise<number>> = [];
  const endAt = started + seconds * 1000;
  let inFlight = 0;
  for (let i = 0; performance.now() < endAt; i++) {
    const pair = pairs[i % PAIRS];
    const sender = Math.floor(i / PAIRS) % 2 === 0 ? pair.seeker : pair.host;
    const path = `/api/matches/${pair.matchId}/messages`;
    // A server slower than the target shows as a lower rate, not as a queue that grows until
    // requests time out in the client.
    while (inFlight >= MAX_IN_FLIGHT) await delay(5);
    inFlight += 1;
    writes.push(
      post(api.baseUrl, path, sender, { content: `Soak message ${i}` }).then(({ status }) => {
        inFlight -= 1;
        return status;
      }),
    );
    await delay(Math.max(0, Math.min(endAt, started + ((i + 1) * 1000) / WRITES_PER_SECOND) - performance.now()));
  }
  const statuses = await Promise.all(writes);
  const total = statuses.length;
  const elapsed = (performance.now() - started) / 1000;
  const rate = total / elapsed;
  // Events still on their way when the last write was answered.
  await delay(2_000);
  clearInterval(sampler);
  for (const stream of streams) stream.abort();

  const failedWrites = statuses.filter((status) => !isSuccess(status)).length;
  const endedStreams = streams.filter((stream) => stream.ended).length;
  const silentStreams = streams.filter((stream) => stream.events === 0).length;
  const events = streams.reduce((sum, stream) => sum + stream.events, 0);
  // Warmed up: the samples of the run's third tenth (pools, JIT and caches have grown by then);
  // the end: its last tenth.
  const span = samples.at(-1)?.at ?? 0;
  const window = (from: number, to: number) =>
    median(
      samples.filter((sample) => sample.at >= span * from && sample.at <= span * to).map((sample) => sample.bytes),
    );
  const warmedUp = window(0.2, 0.3);
  const atEnd = window(0.9, 1);
  const growth = warmedUp ? atEnd / warmedUp - 1 : Number.NaN;
  return {
    scenario: `${STREAMS} open event streams + ${WRITES_PER_SECOND} writes/s for ${seconds} s`,
    used: `${PAIRS * 2} members (${STREAMS / (PAIRS * 2)} streams each), messages in their matches; RSS of the server process every ${SAMPLE_EVERY_MS / 1000} s`,
    measured:
      `${total} writes in ${elapsed.toFixed(0)} s (${rate.toFixed(0)}/s; at most ${MAX_IN_FLIGHT} in flight), ${failedWrites} failed (${statusSummary(statuses)}); ${endedStreams} streams ended early, ${silentStreams} got no event, ${events} events delivered; ` +
      `memory ${megabytes(warmedUp)} after warm-up → ${megabytes(atEnd)} at the end (${(growth * 100).toFixed(1)}%)`,
    ok:
      rate >= WRITES_PER_SECOND * (1 - RATE_TOLERANCE) &&
      failedWrites === 0 &&
      endedStreams === 0 &&
      silentStreams === 0 &&
      growth <= MEMORY_TOLERANCE,
  };
};
