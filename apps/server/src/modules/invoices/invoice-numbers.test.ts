// Invoice numbers under concurrency: 50 orders invoiced at once, from two connection pools on one PostgreSQL (as two
// server processes would), get serials 1..50 with no gap and no duplicate; a rolled-back issue gives its number back.
import { financialYear, indiaDate } from '@zariya/shared/gst';
import { SAMPLE_SHOP_GST } from '@zariya/shared/test-fixtures';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { invoices } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { signUpShopper } from '../../test/accounts.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness.ts';
import { insertSingleOrder } from '../../test/orders-fixtures.ts';
import { saveShop } from './gst-settings.service.ts';
import { issueInvoiceForOrder } from './invoices.service.ts';

const SHOP = SAMPLE_SHOP_GST;
const ORDERS = 50;

describe.each(databaseKinds())('invoice numbers on %s', (kind) => {
  let t: TestApp;
  let second: DatabaseHandle | undefined;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await saveShop(t.db, SHOP);
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it(`${ORDERS} invoices issued at once are numbered 1..${ORDERS}: no gap, no duplicate`, async () => {
    const s = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 1500, stock: ORDERS * 2 });
    const orderIds: number[] = [];
    for (let i = 0; i < ORDERS; i++) orderIds.push((await insertSingleOrder(t.db, s.userId, p.id)).id);

    // A second pool on the same database stands for a second server process.
    const url = (t.db as unknown as { $client?: { options?: { connectionString?: string } } }).$client
      ?.options?.connectionString;
    if (kind === 'postgres' && url) second = await openDatabase(url);
    const pools = second ? [t.db, second.db] : [t.db];

    // Every order is issued twice at once (a retried call): the second answers the first's invoice.
    const issued = await Promise.all(
      [...orderIds, ...orderIds].map((id, i) =>
        inTransaction(pools[i % pools.length], (tx) => issueInvoiceForOrder(tx, String(id))),
      ),
    );
    const fy = financialYear(indiaDate(new Date()));
    const rows = await t.db.select().from(invoices).where(eq(invoices.kind, 'invoice'));
    expect(rows).toHaveLength(ORDERS);
    expect(rows.map((r) => r.serial).sort((a, b) => a - b)).toEqual(
      Array.from({ length: ORDERS }, (_, i) => i + 1),
    );
    expect(new Set(rows.map((r) => r.number)).size).toBe(ORDERS);
    expect(rows.every((r) => r.number === `ZR/${fy}/${String(r.serial).padStart(6, '0')}`)).toBe(true);
    for (let i = 0; i < ORDERS; i++) expect(issued[i]?.number).toBe(issued[i + ORDERS]?.number);
    if (kind === 'postgres') expect(pools).toHaveLength(2);
  });

  it('a rolled-back issue gives its number back', async () => {
    const s = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 800 });
    const a = await insertSingleOrder(t.db, s.userId, p.id);
    const b = await insertSingleOrder(t.db, s.userId, p.id);
    await expect(
      t.db.transaction(async (tx) => {
        await issueInvoiceForOrder(tx as never, String(a.id));
        throw new Error('the order could not be saved');
      }),
    ).rejects.toThrow('could not be saved');
    const issued = await inTransaction(t.db, (tx) => issueInvoiceForOrder(tx, String(b.id)));
    expect(issued?.serial).toBe(ORDERS + 1);
  });
});
