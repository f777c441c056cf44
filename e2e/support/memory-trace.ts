// E2E_MEMORY_TRACE=<file>: each journey file's start, written beside global-setup.ts's samples of its shop's
// memory, so that a step in the shop's memory can be put down to the journey that made it (bench/RESULTS.md).
import { appendFileSync } from 'node:fs';
import { basename } from 'node:path';
import { beforeAll, expect } from 'vitest';
import { shopUrl } from './shop.ts';

const trace = process.env.E2E_MEMORY_TRACE;
if (trace) {
  beforeAll(() => {
    const file = basename(expect.getState().testPath ?? '?');
    appendFileSync(trace, `${new Date().toISOString()} ${shopUrl()} start ${file}\n`);
  });
}
