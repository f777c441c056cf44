import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessQueue } from '../jobs/in-process.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { logIdMixin, PROCESS_LOG_ID, withLogId, workId } from './log-context.ts';

type Line = { reqId?: string; msg?: string; job?: string };
const parse = (text: string): Line[] =>
  text
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Line);

describe('a request id on every log line', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { captureLogs: true });
  });
  afterAll(async () => t?.close());

  it('gives request lines the answer’s X-Request-Id, and lines outside a request an id of their own', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/health' });
    const bad = await t.app.inject({ method: 'POST', url: '/api/newsletterSubscribe', payload: { x: 1 } });
    const jobs = createInProcessQueue({ db: t.db, shared: false, log: t.app.log });
    jobs.defineJob('test.works', async () => t.app.log.info('job did its work'), { every: 60_000 });
    jobs.defineJob(
      'test.fails',
      async () => {
        throw new Error('nothing to send');
      },
      { every: 60_000 },
    );
    await jobs.start();
    await jobs.runNow('test.works');
    await jobs.runNow('test.fails');
    await jobs.close();

    const raw = t.logs();
    const lines = parse(raw);
    expect(lines.length).toBeGreaterThan(5);
    // Every line has exactly one reqId.
    for (const line of raw.split('\n').filter(Boolean)) expect(line.match(/"reqId":/g)).toHaveLength(1);
    expect(lines.every((l) => typeof l.reqId === 'string' && l.reqId.length > 0)).toBe(true);

    for (const res of [ok, bad]) {
      const id = String(res.headers['x-request-id']);
      expect(lines.filter((l) => l.reqId === id).length).toBeGreaterThanOrEqual(2);
    }
    const worked = lines.find((l) => l.msg === 'job did its work');
    expect(worked?.reqId).toMatch(/^job-test\.works-[0-9a-f]{8}$/);
    const failed = lines.find((l) => l.job === 'test.fails');
    expect(failed?.reqId).toMatch(/^job-test\.fails-[0-9a-f]{8}$/);
    // The start (the web app missing here) was logged outside any request, with the process's id.
    const start = lines.find((l) => /web app not built/.test(l.msg ?? ''));
    expect(start?.reqId).toBe(PROCESS_LOG_ID);
  });
});

describe('log ids of work that is not a request', () => {
  it('follows the work through awaits and timers, and falls back to the process', async () => {
    const out: string[] = [];
    const log = pino({ mixin: logIdMixin }, { write: (l: string) => void out.push(l) });
    const id = workId('startup');
    await withLogId(id, async () => {
      log.info('first');
      await new Promise((r) => setTimeout(r, 5));
      log.info('after a timer');
    });
    log.info('outside');
    const child = log.child({ reqId: 'req-1' });
    await withLogId(id, async () => child.info('a request logger keeps its own'));
    const ids = out.map((l) => JSON.parse(l).reqId);
    expect(ids).toEqual([id, id, PROCESS_LOG_ID, 'req-1']);
    expect(out[3].match(/"reqId":/g)).toHaveLength(1);
  });
});
