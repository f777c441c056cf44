// Marketing consent (issue 27, decision 0058) on PGlite and PostgreSQL: her account page gives and withdraws per
// channel (identity from the token only), the history newest first, bad input a readable 4xx, the newsletter box
// recording consent and its withdrawal, and the owner's CSV export: for marketing only the shoppers whose current
// consent is given (one drops out once she withdraws), for records every shopper of the filters; each export in
// the audit log; the roles that may not export refused.
import { CONSENT_MESSAGES, CONSENT_WORDING, type MarketingConsent } from '@zariya/shared/marketing-consent';
import { MAX_ID } from '@zariya/shared/input';
import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, marketingConsents, newsletterSubscribers, users } from '../db/schema.ts';
import { signUpShopper } from '../test/accounts.ts';
import { testAppWithAdmin } from '../test/app-per-block.ts';
import { databaseKinds } from '../test/harness.ts';
import { presetStaffToken } from '../test/staff.ts';

type Shopper = Awaited<ReturnType<typeof signUpShopper>>;

describe.each(databaseKinds())('marketing consent on %s', (kind) => {
  const t = testAppWithAdmin(kind);

  const read = async (who: Shopper) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/account/marketing-consent',
      headers: who.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as MarketingConsent;
  };
  const change = (who: Shopper | null, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/account/marketing-consent',
      headers: who?.auth ?? {},
      payload,
    });
  const give = (who: Shopper, channel: 'whatsapp' | 'email', language: 'en' | 'hi' = 'en') =>
    change(who, { channel, given: true, language, wordingVersion: CONSENT_WORDING[channel].version });
  const withdraw = (who: Shopper, channel: 'whatsapp' | 'email') =>
    change(who, { channel, given: false, language: 'en', wordingVersion: CONSENT_WORDING[channel].version });
  const entries = (userId: number) =>
    t.db
      .select()
      .from(marketingConsents)
      .where(eq(marketingConsents.userId, userId))
      .orderBy(marketingConsents.id);
  const listed = async (number: string) =>
    (await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.whatsappNumber, number)))
      .length === 1;

  it('starts with no consent on either channel, and the words of each checkbox in English and Hindi', async () => {
    const asha = await signUpShopper(t.app);
    const answer = await read(asha);
    expect(answer.history).toEqual([]);
    expect(answer.channels.map((c) => [c.channel, c.given, c.latest])).toEqual([
      ['whatsapp', false, null],
      ['email', false, null],
    ]);
    expect(answer.channels[0].wording).toEqual(CONSENT_WORDING.whatsapp);
    expect(answer.channels[1].wording.hi).toMatch(/ई-मेल/);
  });

  it('gives and withdraws per channel, recording the words, language, how and by whom; history newest first', async () => {
    const asha = await signUpShopper(t.app);
    const given = await give(asha, 'whatsapp', 'hi');
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().message).toBe(CONSENT_MESSAGES.given);
    expect(given.json().channels[0]).toMatchObject({ channel: 'whatsapp', given: true, withdrawnAt: null });
    // Her WhatsApp consent puts her number on the newsletter list the owner sends from.
    expect(await listed(asha.contact)).toBe(true);
    expect((await give(asha, 'email')).statusCode).toBe(200);

    const withdrawn = await withdraw(asha, 'whatsapp');
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().message).toBe(CONSENT_MESSAGES.withdrawn);
    expect(await listed(asha.contact)).toBe(false);

    const answer = await read(asha);
    expect(answer.channels.map((c) => [c.channel, c.given])).toEqual([
      ['whatsapp', false],
      ['email', true],
    ]);
    expect(answer.channels[0].withdrawnAt).toBe(answer.history[0].at);
    expect(answer.history.map((e) => [e.channel, e.action])).toEqual([
      ['whatsapp', 'withdrawn'],
      ['email', 'given'],
      ['whatsapp', 'given'],
    ]);
    expect(answer.history[2]).toMatchObject({
      source: 'account',
      actor: 'shopper',
      language: 'hi',
      wording: CONSENT_WORDING.whatsapp.hi,
      wordingVersion: CONSENT_WORDING.whatsapp.version,
    });
    const times = answer.history.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('writes nothing when the state does not change (a double tap)', async () => {
    const asha = await signUpShopper(t.app);
    await give(asha, 'email');
    const again = await give(asha, 'email');
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(CONSENT_MESSAGES.alreadyGiven);
    expect((await withdraw(asha, 'whatsapp')).json().message).toBe(CONSENT_MESSAGES.alreadyWithdrawn);
    expect(await entries(asha.userId)).toHaveLength(1);
  });

  it('writes one entry for two taps at the same moment (her account locked while the change is decided)', async () => {
    const asha = await signUpShopper(t.app);
    const answers = await Promise.all([
      give(asha, 'whatsapp'),
      give(asha, 'whatsapp'),
      give(asha, 'whatsapp'),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.json().message === CONSENT_MESSAGES.given)).toHaveLength(1);
    expect(await entries(asha.userId)).toHaveLength(1);
    expect(await listed(asha.contact)).toBe(true);
  });

  it('takes whose consent it is from the token alone: a userId in the body changes nothing of hers', async () => {
    const asha = await signUpShopper(t.app);
    const meera = await signUpShopper(t.app);
    const res = await change(asha, {
      channel: 'email',
      given: true,
      language: 'en',
      wordingVersion: CONSENT_WORDING.email.version,
      userId: meera.userId,
    });
    expect(res.statusCode).toBe(200);
    expect(await entries(meera.userId)).toHaveLength(0);
    expect(await entries(asha.userId)).toHaveLength(1);
    for (const headers of [{}, { authorization: 'Bearer nope' }, t.admin]) {
      const anon = await t.app.inject({
        method: 'PUT',
        url: '/api/account/marketing-consent',
        headers,
        payload: { channel: 'email', given: true, language: 'en', wordingVersion: 'email-1' },
      });
      expect(anon.statusCode).toBe(401);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/account/marketing-consent', headers })).statusCode,
      ).toBe(401);
    }
  });

  it('refuses bad input with a readable 4xx and writes nothing', async () => {
    const asha = await signUpShopper(t.app);
    const ok = {
      channel: 'email',
      given: true,
      language: 'en',
      wordingVersion: CONSENT_WORDING.email.version,
    };
    for (const [payload, message] of [
      [{ ...ok, channel: 'sms' }, CONSENT_MESSAGES.badChannel],
      [{ ...ok, given: 'yes' }, CONSENT_MESSAGES.badGiven],
      [{ ...ok, given: undefined }, CONSENT_MESSAGES.badGiven],
      [{ ...ok, language: 'fr' }, CONSENT_MESSAGES.badLanguage],
      [{ ...ok, wordingVersion: '' }, CONSENT_MESSAGES.versionRequired],
    ] as const) {
      const res = await change(asha, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toContain(message);
    }
    // A consent on words that are not today's is refused; a withdrawal never is.
    const stale = await change(asha, { ...ok, wordingVersion: 'email-0' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: CONSENT_MESSAGES.wordingChanged, code: 'CONSENT_WORDING_CHANGED' });
    expect(await entries(asha.userId)).toHaveLength(0);
    await give(asha, 'email');
    const out = await change(asha, { ...ok, given: false, wordingVersion: 'email-0' });
    expect(out.statusCode).toBe(200);
    expect((await entries(asha.userId)).map((e) => e.action)).toEqual(['given', 'withdrawn']);
  });

  it('keeps the record append-only: no entry changed or removed, except with her account', async () => {
    const asha = await signUpShopper(t.app);
    await give(asha, 'email');
    await expect(
      t.db
        .update(marketingConsents)
        .set({ action: 'withdrawn' })
        .where(eq(marketingConsents.userId, asha.userId)),
    ).rejects.toThrow();
    await expect(
      t.db.delete(marketingConsents).where(eq(marketingConsents.userId, asha.userId)),
    ).rejects.toThrow();
    expect(await entries(asha.userId)).toHaveLength(1);
    await t.db.delete(users).where(eq(users.id, asha.userId));
    expect(await entries(asha.userId)).toHaveLength(0);
  });

  it('records a WhatsApp consent when she subscribes her own number on the newsletter box signed in, and a withdrawal when she unsubscribes', async () => {
    const asha = await signUpShopper(t.app);
    const sub = await t.app.inject({
      method: 'POST',
      url: '/api/newsletterSubscribe',
      headers: asha.auth,
      payload: { whatsappNumber: asha.contact, language: 'hi' },
    });
    expect(sub.statusCode, sub.body).toBe(201);
    let answer = await read(asha);
    expect(answer.channels[0]).toMatchObject({ channel: 'whatsapp', given: true });
    expect(answer.history[0]).toMatchObject({
      source: 'newsletter',
      actor: 'shopper',
      language: 'hi',
      wordingVersion: 'newsletter-1',
    });
    expect(answer.history[0].wording).toMatch(/WhatsApp लिस्ट/);

    const unsub = await t.app.inject({
      method: 'POST',
      url: '/api/newsletterUnsubscribe',
      headers: asha.auth,
      payload: { whatsappNumber: asha.contact },
    });
    expect(unsub.statusCode, unsub.body).toBe(200);
    expect(unsub.json().message).toBe(CONSENT_MESSAGES.unsubscribed);
    expect(await listed(asha.contact)).toBe(false);
    answer = await read(asha);
    expect(answer.channels[0].given).toBe(false);
    expect(answer.history[0]).toMatchObject({ action: 'withdrawn', source: 'newsletter', actor: 'shopper' });

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/newsletterUnsubscribe',
      payload: { whatsappNumber: asha.contact },
    });
    expect(again.json().message).toBe(CONSENT_MESSAGES.notSubscribed);
    expect(await entries(asha.userId)).toHaveLength(2);
  });

  it('gives no consent for a number that is not hers, nor for a visitor; a visitor unsubscribing her number withdraws it', async () => {
    const asha = await signUpShopper(t.app);
    const meera = await signUpShopper(t.app);
    // Asha, signed in, subscribes Meera's number: listed, but nobody's consent.
    await t.app.inject({
      method: 'POST',
      url: '/api/newsletterSubscribe',
      headers: asha.auth,
      payload: { whatsappNumber: meera.contact },
    });
    // Not signed in (and with a dead token: a visitor, not a 401): listed only.
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/newsletterSubscribe',
      headers: { authorization: 'Bearer expired' },
      payload: { whatsappNumber: asha.contact },
    });
    expect(stale.statusCode).toBe(201);
    expect(await entries(asha.userId)).toHaveLength(0);
    expect(await entries(meera.userId)).toHaveLength(0);

    await give(meera, 'whatsapp');
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/newsletterUnsubscribe',
      payload: { whatsappNumber: meera.contact },
    });
    expect(off.statusCode).toBe(200);
    const last = (await read(meera)).history[0];
    expect(last).toMatchObject({ action: 'withdrawn', source: 'newsletter', actor: 'visitor' });

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/newsletterUnsubscribe',
      payload: { whatsappNumber: '12345' },
    });
    expect(bad.statusCode).toBe(400);
  });

  describe('the owner’s export', () => {
    const exportCsv = (query: string, headers = t.admin) =>
      t.app.inject({ method: 'GET', url: `/api/admin/customers/export.csv?${query}`, headers });
    const rowsOf = (csv: string) => csv.trimEnd().split('\r\n').slice(1);

    it('for marketing lists only shoppers whose current consent for the channel is given, and drops one who withdraws', async () => {
      const tag = `mk${Date.now().toString(36)}`;
      const priya = await signUpShopper(t.app, { fullname: `Priya ${tag}` });
      const kavya = await signUpShopper(t.app, { fullname: `Kavya ${tag}` });
      const neha = await signUpShopper(t.app, { fullname: `Neha ${tag}` });
      await give(priya, 'whatsapp');
      await give(kavya, 'whatsapp');
      await give(neha, 'email');

      const res = await exportCsv(`purpose=marketing&channel=whatsapp&q=${tag}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="zariya-customers-marketing-whatsapp-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const [header] = res.body.split('\r\n');
      expect(header).toBe('name,phone,email,language,channel,consentGivenAt,how');
      const rows = rowsOf(res.body);
      expect(rows.map((r) => r.split(',')[0]).sort()).toEqual([`Kavya ${tag}`, `Priya ${tag}`]);
      expect(rows[0]).toMatch(/,whatsapp,\d{4}-\d{2}-\d{2}T[^,]+,Account page$/);

      await withdraw(priya, 'whatsapp');
      const after = rowsOf((await exportCsv(`purpose=marketing&channel=whatsapp&q=${tag}`)).body);
      expect(after.map((r) => r.split(',')[0])).toEqual([`Kavya ${tag}`]);
      const email = rowsOf((await exportCsv(`purpose=marketing&channel=email&q=${tag}`)).body);
      expect(email.map((r) => r.split(',')[0])).toEqual([`Neha ${tag}`]);

      // Each export is in the audit log with its purpose, channel and row count.
      const [entry] = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'customers'), eq(auditLog.action, 'export')))
        .orderBy(desc(auditLog.id))
        .limit(1);
      expect(entry.route).toBe('/api/admin/customers/export.csv');
      expect(entry.changes).toEqual([
        { field: 'purpose', before: null, after: 'marketing' },
        { field: 'channel', before: null, after: 'email' },
        { field: 'filters', before: null, after: expect.objectContaining({ q: tag }) },
        { field: 'rows', before: null, after: 1 },
      ]);
    });

    it('for records lists every shopper the filters give, consent or not', async () => {
      const tag = `rc${Date.now().toString(36)}`;
      const a = await signUpShopper(t.app, { fullname: `Anu ${tag}` });
      await signUpShopper(t.app, { fullname: `Bina ${tag}` });
      await give(a, 'email');
      await t.db.execute(sql`update users set language = 'hi' where id = ${a.userId}`);

      const all = await exportCsv(`purpose=records&q=${tag}&sort=name`);
      expect(all.statusCode).toBe(200);
      const [header] = all.body.split('\r\n');
      expect(header).toBe(
        'id,name,phone,email,language,joinedAt,orders,spent,lastOrderAt,codRefusals,returns,whatsappConsent,emailConsent',
      );
      const rows = rowsOf(all.body);
      expect(rows.map((r) => r.split(',')[1])).toEqual([`Anu ${tag}`, `Bina ${tag}`]);
      expect(rows[0].split(',').at(-1)).toMatch(/^given \d{4}-/);
      expect(rows[1].split(',').slice(-2)).toEqual(['no', 'no']);
      expect(rowsOf((await exportCsv(`purpose=records&q=${tag}&language=hi`)).body)).toHaveLength(1);
      expect(rowsOf((await exportCsv(`purpose=records&q=${tag}&consent=no`)).body)).toHaveLength(1);
      expect(rowsOf((await exportCsv(`purpose=records&q=${tag}&consent=email`)).body)).toHaveLength(1);
      const [entry] = await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'export'))
        .orderBy(desc(auditLog.id))
        .limit(1);
      expect(entry.changes.find((c) => c.field === 'rows')?.after).toBe(1);
      expect(entry.changes.find((c) => c.field === 'purpose')?.after).toBe('records');
    });

    it('defuses a name a spreadsheet would run as a formula', async () => {
      const tag = `fx${Date.now().toString(36)}`;
      const evil = await signUpShopper(t.app, { fullname: `Evil ${tag}` });
      await give(evil, 'whatsapp');
      await t.db.execute(
        sql`update users set fullname = ${`=HYPERLINK("http://evil.example","${tag}")`} where id = ${evil.userId}`,
      );
      const res = await exportCsv(`purpose=marketing&channel=whatsapp&q=${tag}`);
      expect(rowsOf(res.body)[0].startsWith(`"'=HYPERLINK(""http://evil.example"",""${tag}"")",`)).toBe(true);
    });

    it('refuses a bad purpose or a marketing export without its channel', async () => {
      for (const [query, message] of [
        ['', 'Say what the export is for: marketing or records.'],
        ['purpose=ads', 'Say what the export is for: marketing or records.'],
        ['purpose=marketing', 'A marketing export needs its channel: whatsapp or email.'],
        ['purpose=marketing&channel=sms', 'Channel must be whatsapp or email.'],
        ['purpose=records&consent=maybe', 'Marketing consent must be yes, no, whatsapp or email.'],
      ]) {
        const res = await exportCsv(query);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().error).toContain(message);
      }
    });

    it('is refused to shoppers, visitors and staff who may only read the customer book', async () => {
      const shopper = await signUpShopper(t.app);
      for (const headers of [{}, shopper.auth]) {
        const res = await exportCsv('purpose=records', headers);
        expect(res.statusCode).toBe(401);
        expect(res.json().code).toBe('ADMIN_REQUIRED');
      }
      for (const preset of ['orders', 'accounts', 'catalogue'] as const) {
        const token = await presetStaffToken(t.db, preset, `${preset}.${kind}@zariya.test`);
        const res = await exportCsv('purpose=records', { authorization: `Bearer ${token}` });
        expect(res.statusCode, preset).toBe(403);
      }
      const support = await presetStaffToken(t.db, 'support', `support.${kind}@zariya.test`);
      const ok = await exportCsv('purpose=marketing&channel=email', { authorization: `Bearer ${support}` });
      expect(ok.statusCode).toBe(200);
    });

    it("shows her page's consent from the record: when, how, the words, and when she withdrew", async () => {
      const asha = await signUpShopper(t.app);
      await give(asha, 'whatsapp', 'hi');
      await give(asha, 'email');
      await withdraw(asha, 'email');
      const page = (
        await t.app.inject({ method: 'GET', url: `/api/admin/customers/${asha.userId}`, headers: t.admin })
      ).json();
      expect(page.customer.marketingConsent).toBe(true);
      expect(page.customer.consentChannels).toEqual(['whatsapp']);
      expect(page.customer.consentSource).toBe('Account page (WhatsApp)');
      const [wa, em] = page.customer.consents;
      expect(wa).toMatchObject({ channel: 'whatsapp', given: true, withdrawnAt: null });
      expect(wa.latest).toMatchObject({
        wording: CONSENT_WORDING.whatsapp.hi,
        language: 'hi',
        source: 'account',
      });
      expect(em.given).toBe(false);
      expect(em.withdrawnAt).toBe(em.latest.at);
      expect(page.customer.consentHistory).toHaveLength(3);
      const list = (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/customers?consent=whatsapp&q=${asha.contact}`,
          headers: t.admin,
        })
      ).json();
      expect(list.customers.map((c: { id: number }) => c.id)).toEqual([asha.userId]);
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/admin/customers?consent=email&q=${asha.contact}`,
            headers: t.admin,
          })
        ).json().total,
      ).toBe(0);
      expect(MAX_ID).toBeGreaterThan(0);
    });
  });
});
