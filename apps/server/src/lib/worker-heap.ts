// The young generation of the server's worker threads (the password check, invoice PDFs). V8's
// --max-semi-space-size is one setting for the whole process, and it wins over a worker's
// resourceLimits.maxYoungGenerationSizeMb: with the 8 MiB `npm start` gives the main thread (scripts/server-flags.mjs,
// decision 0034) every worker's young generation grew to 16 MiB of the process's memory while it lived. An isolate
// takes its heap's sizes from the flags once, when it is made: set here once, after the main thread's isolate has
// taken its own and before any worker starts, the setting applies to the workers alone (decision 0061).
import v8 from 'node:v8';

/** Each semi-space of a worker's young generation, MiB: their tasks keep little that is short-lived. */
export const WORKER_SEMI_SPACE_MB = 1;

/** Call once at the server's start, before any worker thread is made. */
export function sizeWorkerHeaps(): void {
  v8.setFlagsFromString(`--max-semi-space-size=${WORKER_SEMI_SPACE_MB}`);
}
