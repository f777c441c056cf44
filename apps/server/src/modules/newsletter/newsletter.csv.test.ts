import { describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../db/schema.ts';
import { signUpShopper } from '../../test/accounts.ts';
import { databaseKinds } from '../../test/harness.ts';
import { testAppWithAdmin } from '../../test/app-per-block.ts';

describe.each(databaseKinds())('subscribers CSV on %s', (kind) => {
  const t = testAppWithAdmin(kind);

  const download = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/subscribers.csv', headers });

  it('downloads the header alone when nobody has subscribed', async () => {
    const res = await download(t.admin);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('whatsappNumber,addedToGroup,subscribedAt\r\n');
  });

  it('downloads every subscriber newest first as an attachment', async () => {
    for (const whatsappNumber of ['9876543210', '9123456780']) {
      await t.app.inject({ method: 'POST', url: '/api/newsletterSubscribe', payload: { whatsappNumber } });
    }
    await t.app.inject({
      method: 'POST',
      url: '/api/updateSubscriberStatus',
      headers: t.admin,
      payload: { whatsappNumber: '9876543210', addedToGroup: 'yes' },
    });
    const res = await download(t.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="zariya-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('whatsappNumber,addedToGroup,subscribedAt');
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 2).join(','))).toEqual([
      '9123456780,no',
      '9876543210,yes',
    ]);
    expect(lines[1].split(',')[2]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('defuses a stored value that a spreadsheet would run as a formula', async () => {
    // The API only takes 10 digits; this row stands for data that got in some other way.
    await t.db.insert(newsletterSubscribers).values({
      whatsappNumber: '=HYPERLINK("http://evil.example","Click")',
      createdAt: new Date(Date.now() + 60_000),
    });
    const res = await download(t.admin);
    const second = res.body.split('\r\n')[1];
    expect(second.startsWith(`"'=HYPERLINK(""http://evil.example"",""Click"")",no,`)).toBe(true);
  });

  it('is for the admin only', async () => {
    const shopper = await signUpShopper(t.app);
    for (const headers of [{}, shopper.auth, { authorization: 'Bearer nope' }]) {
      const res = await download(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('ADMIN_REQUIRED');
      expect(res.body).not.toContain('9876543210');
    }
  });
});
