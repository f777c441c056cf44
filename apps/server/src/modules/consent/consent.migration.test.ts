// Migration 0043 (decision 0058) on a shop filled the old way: accounts, and WhatsApp newsletter subscribers —
// some with an account's number, some not — from before consent was recorded. The database is taken back to
// before 0043 (its table and function dropped), filled, then 0043 runs as the migrator runs it. Afterwards each
// account whose number was subscribed has one WhatsApp consent given through the newsletter at the time the number
// subscribed, and nobody else has any entry; the subscriber list is as it was.
import { readFileSync } from 'node:fs';
import { BACKFILL_WORDING_VERSION, NEWSLETTER_WORDING } from '@zariya/shared/marketing-consent';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers, users } from '../../db/schema.ts';
import { serverPath } from '../../lib/paths.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness.ts';

const BEFORE_0043 = ['DROP TABLE marketing_consents', 'DROP FUNCTION marketing_consents_append_only()'];

describe.each(databaseKinds())('migration 0043 (marketing consent) on %s', (kind) => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  const subscribedAt: Record<string, Date> = {};

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const statement of BEFORE_0043) await t.db.execute(sql.raw(statement));
    const account = async (name: string, contact: string) => {
      const [row] = await t.db
        .insert(users)
        .values({
          fullname: name,
          contact,
          email: `${name.toLowerCase()}@example.in`,
          passwordHash: 'not-a-hash',
        })
        .returning();
      ids[name] = row.id;
    };
    await account('Priya', '9876500001');
    await account('Asha', '9876500002');
    await account('Meena', '9876500003');
    const subscribe = async (number: string, daysAgo: number) => {
      const at = new Date(Date.now() - daysAgo * 86_400_000);
      await t.db.insert(newsletterSubscribers).values({ whatsappNumber: number, createdAt: at });
      subscribedAt[number] = at;
    };
    await subscribe('9876500001', 40); // Priya's number
    await subscribe('9876500003', 3); // Meena's number, added to the group since
    await subscribe('9000000009', 10); // nobody's account
    await t.db.execute(
      sql`update newsletter_subscribers set added_to_group = 'yes' where whatsapp_number = '9876500003'`,
    );

    const migration = readFileSync(serverPath('drizzle/0043_marketing_consent.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint'))
      await t.db.execute(sql.raw(statement));
  });
  afterAll(async () => t?.close());

  const rows = async () =>
    (
      (await t.db.execute(
        sql`select user_id, channel, action, wording, wording_version, language, source, actor, at
              from marketing_consents order by id`,
      )) as unknown as { rows: Array<Record<string, unknown>> }
    ).rows;

  it('gives each subscribed account a WhatsApp consent through the newsletter at the time it subscribed', async () => {
    const entries = await rows();
    expect(entries.map((e) => Number(e.user_id))).toEqual([ids.Priya, ids.Meena]);
    for (const [entry, number] of [
      [entries[0], '9876500001'],
      [entries[1], '9876500003'],
    ] as const) {
      expect(entry).toMatchObject({
        channel: 'whatsapp',
        action: 'given',
        wording: NEWSLETTER_WORDING.en,
        wording_version: BACKFILL_WORDING_VERSION,
        language: 'en',
        source: 'newsletter_backfill',
        actor: 'visitor',
      });
      expect(new Date(entry.at as string).getTime()).toBe(subscribedAt[number].getTime());
    }
  });

  it('leaves the subscriber list as it was', async () => {
    const list = await t.db.select().from(newsletterSubscribers).orderBy(newsletterSubscribers.id);
    expect(list.map((s) => [s.whatsappNumber, s.addedToGroup])).toEqual([
      ['9876500001', 'no'],
      ['9876500003', 'yes'],
      ['9000000009', 'no'],
    ]);
  });

  it("shows the owner the backfilled consent: in the list's filter and on her page", async () => {
    const { adminToken } = await import('../../test/harness.ts');
    const admin = { authorization: `Bearer ${await adminToken(t.app)}` };
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/admin/customers?consent=whatsapp', headers: admin })
    ).json();
    expect(list.customers.map((c: { name: string }) => c.name).sort()).toEqual(['Meena', 'Priya']);
    const page = (
      await t.app.inject({ method: 'GET', url: `/api/admin/customers/${ids.Priya}`, headers: admin })
    ).json();
    expect(page.customer.consentSource).toMatch(/^WhatsApp newsletter sign-up \(from the subscriber list/);
    expect(new Date(page.customer.consentGivenAt).getTime()).toBe(subscribedAt['9876500001'].getTime());
  });
});
