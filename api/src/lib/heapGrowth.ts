import { setFlagsFromString } from "node:v8";

/**
 * How far V8 lets the API's old generation grow past what its last full collection found live
 * before it collects again, in percent (V8's `--heap-growing-percent`).
 *
 * Left to itself V8 picks that factor at every full collection, from 1.1 to 4, by how fast the
 * process allocates against how fast it collects. A collection that lands while the API answers
 * thousands of reads a second picks 4: with about 50 MB live, the old generation then grew to
 * 215 MB before the next one, and the process's resident memory to 320 MB; one landing a moment
 * later, in a quieter second, picked 1.1 and the same run stayed at 180 MB. A fixed 1.5 keeps
 * every run near the low figure, at fewer full collections than the 1.1 those quiet runs had
 * (docs/performance.md, "The API's memory").
 */
export const HEAP_GROWING_PERCENT = 50;

/**
 * Fixes V8's heap growing factor at `HEAP_GROWING_PERCENT` for this process. V8 reads the flag
 * each time it sets the next collection's limit, so setting it once the process runs takes effect
 * from the next full collection on (`heapGrowth.test.ts` proves it in a child process). Every
 * process that serves the API calls this first (`main.ts`: the single process, the primary and
 * each worker), whatever started it: `npm start`, the Docker image, the bench and the soak.
 */
export const boundHeapGrowth = () => setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
