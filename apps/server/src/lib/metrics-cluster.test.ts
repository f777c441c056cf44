import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const fixture = resolve(fileURLToPath(import.meta.url), '../../test/cluster-metrics-fixture.ts');
const run = async (withPrimary: boolean) =>
  (
    await promisify(execFile)(process.execPath, ['--import', 'tsx', fixture], {
      env: { PATH: process.env.PATH, WITH_PRIMARY: withPrimary ? '1' : '0' },
      timeout: 60_000,
    })
  ).stdout;

describe('metrics of a cluster', () => {
  it('answers the sum over every worker when the primary aggregates', async () => {
    const text = await run(true);
    // Worker 1 counted one order, worker 2 two.
    expect(text).toContain('zariya_orders_placed_total{kind="single"} 3');
  }, 60_000);

  it('answers for the worker alone when the primary does not', async () => {
    const text = await run(false);
    expect(text).toContain('zariya_orders_placed_total{kind="single"} 1');
  }, 60_000);
});
