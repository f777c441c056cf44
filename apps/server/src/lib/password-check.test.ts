// Password strength judged in the worker thread: the same verdicts as the shared rule, each check answered on its
// own, and the worker (with zxcvbn's lists) gone once idle.
import { judgeAdminPassword, judgeShopperPassword } from '@zariya/shared/password-strength';
import { afterAll, describe, expect, it } from 'vitest';
import { judgePassword, passwordWorkerRunning, setPasswordWorkerIdle } from './password-check.ts';

const personal = ['Asha Verma', 'asha.verma@example.in', '9876543210'];
const passwords = [
  'password123',
  'asha.verma.1990',
  'Copper-lantern-by-the-well-83',
  'short',
  'qwertyuiop',
  'Verma9876543210',
];

describe('judgePassword', () => {
  afterAll(() => setPasswordWorkerIdle(10_000));

  it('gives the shared rule’s verdicts, many checks at once, each its own', async () => {
    const verdicts = await Promise.all([
      ...passwords.map((password) => judgePassword({ kind: 'shopper', password, personal })),
      ...passwords.map((password) => judgePassword({ kind: 'admin', password })),
    ]);
    expect(verdicts).toEqual([
      ...passwords.map((password) => judgeShopperPassword(password, personal)),
      ...passwords.map((password) => judgeAdminPassword(password)),
    ]);
    expect(verdicts.some((v) => v.ok) && verdicts.some((v) => !v.ok)).toBe(true);
  });

  it('ends the worker once idle, and starts it again for the next check', async () => {
    setPasswordWorkerIdle(50);
    expect((await judgePassword({ kind: 'admin', password: 'password1234' })).ok).toBe(false);
    expect(passwordWorkerRunning()).toBe(true);
    const end = Date.now() + 5_000;
    while (passwordWorkerRunning() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    expect(passwordWorkerRunning()).toBe(false);
    expect(await judgePassword({ kind: 'admin', password: 'Brass-kettle-on-the-Ghat-71' })).toEqual({
      ok: true,
    });
  });
});
