import { describe, expect, it } from 'vitest';
import { checkPassword, hashPassword, warmUpPasswordCheck } from './passwords.ts';

describe('password check', () => {
  it('accepts the right password only', async () => {
    const stored = await hashPassword('Saree-lover-1');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await checkPassword(stored, 'Saree-lover-1')).toBe(true);
    expect(await checkPassword(stored, 'Saree-lover-2')).toBe(false);
    expect(await checkPassword(undefined, 'Saree-lover-1')).toBe(false);
    expect(await checkPassword('not a hash', 'Saree-lover-1')).toBe(false);
  });

  it('spends about as long on an unknown account as on a known one', async () => {
    await warmUpPasswordCheck();
    const stored = await hashPassword('Saree-lover-1');
    const time = async (hash: string | undefined) => {
      const start = performance.now();
      await checkPassword(hash, 'a wrong guess');
      return performance.now() - start;
    };
    let known = 0;
    let unknown = 0;
    for (let i = 0; i < 5; i++) {
      known += await time(stored);
      unknown += await time(undefined);
    }
    // Without the dummy hash the unknown path would take well under 1% of the known one.
    expect(unknown / known).toBeGreaterThan(0.25);
    expect(unknown / known).toBeLessThan(4);
  });
});
