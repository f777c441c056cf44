import { ERROR_CODES } from '@zariya/shared/error-codes';
import { describe, expect, it } from 'vitest';
import { codesIn, serverCodes } from './error-codes';

describe('error codes (issue 31)', () => {
  it('the server sends no code that is missing from the shared list', () => {
    const known = new Set<string>(ERROR_CODES);
    const sent = serverCodes();
    expect(sent.length).toBeGreaterThan(100);
    expect(sent.filter((s) => !known.has(s.code)).map((s) => `${s.file}:${s.line} ${s.code}`)).toEqual([]);
  });

  it('finds a code however it is sent', () => {
    const source = `
      throw badRequest('No.', 'PLANTED_ONE');
      throw new AppError(502, cond ? 'PLANTED_TWO' : 'PLANTED_THREE', 'No.');
      reply.status(503).send({ error: 'No.', code: 'PLANTED_FOUR' });
      const ok = { code: 'custom' };`;
    expect(codesIn('planted.ts', source).map((s) => s.code)).toEqual([
      'PLANTED_ONE',
      'PLANTED_TWO',
      'PLANTED_THREE',
      'PLANTED_FOUR',
    ]);
  });
});
