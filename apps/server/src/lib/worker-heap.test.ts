// sizeWorkerHeaps in a process started as `npm start` starts the server (--max-semi-space-size=8): a worker thread
// made after it gets a young generation of WORKER_SEMI_SPACE_MB semi-spaces, the main thread keeps its own.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { WORKER_SEMI_SPACE_MB } from './worker-heap.ts';

const CHILD = `
import v8 from 'node:v8';
import { Worker } from 'node:worker_threads';
import { sizeWorkerHeaps } from ${JSON.stringify(fileURLToPath(new URL('./worker-heap.ts', import.meta.url)))};
const CHURN = "let keep = []; for (let i = 0; i < 2e6; i++) { keep.push({ i, s: 'x' + i }); if (keep.length > 100000) keep = []; }";
const youngMiB = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size / 2 ** 20;
if (process.argv.includes('sized')) sizeWorkerHeaps();
const worker = new Worker("import v8 from 'node:v8'; import { parentPort } from 'node:worker_threads'; " + CHURN + "; parentPort.postMessage(v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size / 2 ** 20)", { eval: true });
const inWorker = await new Promise((resolve) => worker.once('message', resolve));
await worker.terminate();
new Function(CHURN)();
console.log(JSON.stringify({ worker: inWorker, main: youngMiB() }));
`;

const youngGenerations = (...args: string[]) =>
  JSON.parse(
    execFileSync(
      process.execPath,
      ['--max-semi-space-size=8', '--import', 'tsx', '--input-type=module', '-e', CHILD, '--', ...args],
      { encoding: 'utf8', timeout: 60_000 },
    ).trim(),
  ) as { worker: number; main: number };

describe('sizeWorkerHeaps', () => {
  it("holds worker threads' young generation to its semi-spaces and leaves the main thread's as it was", () => {
    const unsized = youngGenerations();
    const sized = youngGenerations('sized');
    // Without it the process-wide 8 MiB semi-spaces are every thread's.
    expect(unsized.worker).toBeGreaterThan(8);
    expect(sized.worker).toBeLessThanOrEqual(3 * WORKER_SEMI_SPACE_MB);
    expect(sized.main).toBe(unsized.main);
    expect(sized.main).toBeGreaterThan(8);
  });
});
