import { describe, expect, it } from 'vitest';
import { judgeAdminPassword, judgeShopperPassword } from './password-strength.ts';

describe('shopper password rule', () => {
  it.each(['12345678', 'password1', 'qwertyuiop', 'iloveyou123', '9876543210', 'aaaaaaaaaa'])(
    'refuses the common or guessable %s with a reason',
    (password) => {
      const verdict = judgeShopperPassword(password);
      expect(verdict.ok).toBe(false);
      if (!verdict.ok) expect(verdict.reason).toMatch(/^This password is too easy to guess\. \S.+\.$/);
    },
  );

  it('refuses fewer than 8 characters, naming the rule', () => {
    expect(judgeShopperPassword('Xq7#pL2')).toEqual({
      ok: false,
      reason: 'The password must be at least 8 characters.',
    });
  });

  it("refuses a password built from the shopper's own name, e-mail or number", () => {
    expect(judgeShopperPassword('Chaturvedi7391', []).ok).toBe(true);
    expect(judgeShopperPassword('Chaturvedi7391', ['Anjali Chaturvedi', 'anjali.c@example.in']).ok).toBe(
      false,
    );
    expect(judgeShopperPassword('9812345678', ['9812345678']).ok).toBe(false);
  });

  it.each(['Saree-lover-0001', 'mango monsoon teapot', 'Tr0ub4dour&3x!'])('accepts %s', (password) => {
    expect(judgeShopperPassword(password)).toEqual({ ok: true });
  });
});

describe('owner password rule', () => {
  it('needs 12 characters even for a strong-looking password', () => {
    expect(judgeAdminPassword('Xq7#pL2$vR9')).toEqual({
      ok: false,
      reason: 'The password must be at least 12 characters.',
    });
  });

  it.each(['password1234', 'test-admin-password', 'zariya-admin-2024', 'qwertyuiop123'])(
    'refuses the guessable %s',
    (password) => expect(judgeAdminPassword(password).ok).toBe(false),
  );

  it('accepts a long unusual passphrase', () => {
    expect(judgeAdminPassword('Brass-kettle-on-the-Ghat-71')).toEqual({ ok: true });
  });
});
