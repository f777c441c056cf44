import { MESSAGES } from '@zariya/shared/constants';
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/harness.ts';
import { testAppWithAdmin } from '../../test/app-per-block.ts';

describe.each(databaseKinds())('newsletter on %s', (kind) => {
  const t = testAppWithAdmin(kind);

  const subscribe = (whatsappNumber: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/newsletterSubscribe', payload: { whatsappNumber } });
  const subscribers = () =>
    t.app.inject({
      method: 'GET',
      url: '/api/getSubscribers',
      headers: t.admin,
    });

  const setStatus = (whatsappNumber: string, addedToGroup: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/updateSubscriberStatus',
      headers: t.admin,
      payload: { whatsappNumber, addedToGroup },
    });

  it('subscribes a 10-digit number', async () => {
    const res = await subscribe('9876543210');
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatch(/subscrib/i);
  });

  it.each(['98765', '98765432101', '98765abcde', '', '   ', '+919876543210'])(
    'refuses %j',
    async (number) => {
      const res = await subscribe(number);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: MESSAGES.newsletterInvalid, code: 'VALIDATION_ERROR' });
    },
  );

  it('refuses a missing number with the same message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/newsletterSubscribe', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(MESSAGES.newsletterInvalid);
  });

  it('does not store a repeat number twice', async () => {
    const again = await subscribe('9876543210');
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toMatch(/already/i);
    const list = (await subscribers()).json();
    expect(list.filter((s: { whatsappNumber: string }) => s.whatsappNumber === '9876543210')).toHaveLength(1);
  });

  it('lists subscribers newest first for the admin and toggles addedToGroup', async () => {
    await subscribe('9123456780');
    const list = (await subscribers()).json();
    expect(list.map((s: { whatsappNumber: string }) => s.whatsappNumber)).toEqual([
      '9123456780',
      '9876543210',
    ]);
    expect(list[0].addedToGroup).toBe('no');

    const toggle = await setStatus('9123456780', 'yes');
    expect(toggle.statusCode).toBe(200);
    expect((await subscribers()).json()[0].addedToGroup).toBe('yes');

    const unknown = await setStatus('9000000000', 'yes');
    expect(unknown.statusCode).toBe(404);

    const badValue = await setStatus('9123456780', 'maybe');
    expect(badValue.statusCode).toBe(400);
  });

  it('asks for the admin token before it reads the body: a malformed call without it is a 401, not a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/updateSubscriberStatus',
      payload: { whatsappNumber: 'x', addedToGroup: 'maybe' },
    });
    expect(res.statusCode).toBe(401);
  });
});
