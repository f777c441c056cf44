// Each shopper's kept figures (customer_totals, decision 0055) against a fresh sum of her orders, bundles and return
// requests by the shared rules (dashboard.ts's countsAsOrder and countsAsRevenue, in TypeScript — not the trigger's
// SQL): after every step of a mixed history made through the shop's own calls (an online order, a bundle saved and
// then paid, a COD order placed with its code and completed, a cancellation, a refund, a return asked, moved and
// refunded, an order marked returned, a COD parcel returned to origin), for every shopper of the database; and two
// orders of one shopper at once. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { countsAsOrder, countsAsRevenue } from '@zariya/shared/dashboard';
import type { CustomerList } from '@zariya/shared/customers-api';
import { eq, sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bundleOrders, customerTotals, orders, returnRequests } from '../../db/schema.ts';
import { lastSmsCode, signUpShopper } from '../../test/accounts.ts';
import { apiCalls, paidSingleOrder } from '../../test/api-calls.ts';
import { testAppWithAdmin } from '../../test/app-per-block.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { serverPath } from '../../lib/paths.ts';
import { databaseKinds } from '../../test/harness.ts';
import { askReturnWithPhoto, insertSingleOrder, payBundleOnline } from '../../test/orders-fixtures.ts';

type Shopper = Awaited<ReturnType<typeof signUpShopper>>;
type Figures = {
  orders: number;
  spentPaise: number;
  lastOrderAt: string | null;
  codRefusals: number;
  returns: number;
};
const CHOICE = { size: 'Free Size', color: 'Gold' };
const NONE: Figures = { orders: 0, spentPaise: 0, lastOrderAt: null, codRefusals: 0, returns: 0 };

describe.each(databaseKinds())('customer totals kept with the orders on %s', (kind) => {
  const t = testAppWithAdmin(kind);
  const { post, get } = apiCalls(t);

  /** Every shopper's figures summed afresh from her rows, by the shared rules. */
  async function freshSums(): Promise<Map<number, Figures>> {
    const sums = new Map<number, Figures>();
    const of = (userId: number) => {
      const f = sums.get(userId) ?? { ...NONE };
      sums.set(userId, f);
      return f;
    };
    const count = (
      userId: number,
      o: {
        paymentId: string | null;
        paymentMethod: string;
        status: string;
        fulfilment: string;
        createdAt: Date;
      },
      amount: number,
    ) => {
      const f = of(userId);
      if (!countsAsOrder(o)) return;
      f.orders += 1;
      if (countsAsRevenue(o)) f.spentPaise += Math.round(amount * 100);
      const at = o.createdAt.toISOString();
      if (f.lastOrderAt === null || at > f.lastOrderAt) f.lastOrderAt = at;
      if (o.fulfilment === 'rto') f.codRefusals += 1;
    };
    for (const o of await t.db.select().from(orders)) count(o.userId, o, o.price + o.codFee);
    for (const o of await t.db.select().from(bundleOrders)) count(o.userId, o, o.totalAmount + o.codFee);
    for (const r of await t.db.select().from(returnRequests))
      if (r.status !== 'declined') of(r.userId).returns += 1;
    return sums;
  }

  /** Every shopper's kept figures (no row: all zero). */
  async function kept(): Promise<Map<number, Figures>> {
    const rows = await t.db.select().from(customerTotals);
    return new Map(
      rows.map((r) => [
        r.userId,
        {
          orders: r.ordersCount,
          spentPaise: r.spentPaise,
          lastOrderAt: r.lastOrderAt?.toISOString() ?? null,
          codRefusals: r.codRefusals,
          returns: r.returnsCount,
        },
      ]),
    );
  }

  /** The kept figures of every shopper equal a fresh sum; answers hers. */
  async function expectKeptRight(s: Shopper): Promise<Figures> {
    const [sums, rows] = await Promise.all([freshSums(), kept()]);
    const ids = [...new Set([...sums.keys(), ...rows.keys()])].sort((a, b) => a - b);
    const table = (m: Map<number, Figures>) => ids.map((id) => [id, m.get(id) ?? NONE]);
    expect(table(rows)).toEqual(table(sums));
    return rows.get(s.userId) ?? NONE;
  }

  /** Her row on the owner's list, found by her number. */
  async function listed(s: Shopper) {
    const res = await get(`/admin/customers?q=${s.contact}`, t.admin);
    expect(res.statusCode, res.body).toBe(200);
    const row = (res.json() as CustomerList).customers.find((c) => c.id === s.userId);
    if (!row) throw new Error('not on the list');
    return row;
  }

  const setStatus = (s: Shopper, orderRef: number | string, status: string) =>
    post('/updateOrderStatus', { orderId: String(orderRef), userId: s.userId, status }, t.admin);

  /** A single order paid online through checkout; answers its id. */
  async function buyOnline(s: Shopper, price: number) {
    const p = await insertProduct(t.db, { newPrice: price, stock: 5 });
    return paidSingleOrder(post, s, { productId: p.id, quantity: 1, ...CHOICE }, price);
  }

  /** A COD order placed with the code sent to her mobile; answers its id. */
  async function buyCod(s: Shopper, price: number) {
    const p = await insertProduct(t.db, { newPrice: price, stock: 5 });
    const started = await post(
      '/cod/start',
      { amount: price, productId: p.id, quantity: 1, ...CHOICE },
      s.auth,
    );
    expect(started.statusCode, started.body).toBe(201);
    const code = lastSmsCode(t.app, s.contact);
    const placed = await post('/cod/confirm', { challengeId: started.json().challengeId, code }, s.auth);
    expect(placed.statusCode, placed.body).toBe(201);
    return Number(placed.json().orderRef);
  }

  it('match a fresh sum after each step of a mixed history, and the list shows them', async () => {
    const cod = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/cod-settings',
      headers: t.admin,
      payload: { enabled: true, fee: 49, maxOrderValue: 5000, refusedPincodes: [], maxOpenOrders: 5 },
    });
    expect(cod.statusCode, cod.body).toBe(200);
    const asha = await signUpShopper(t.app);
    const other = await signUpShopper(t.app);
    expect(await expectKeptRight(asha)).toEqual(NONE);

    // An order paid online.
    const first = await buyOnline(asha, 1200);
    expect(await expectKeptRight(asha)).toMatchObject({ orders: 1, spentPaise: 120_000 });
    expect(await listed(asha)).toMatchObject({ orders: 1, spent: 1200 });

    // A bundle saved (no order yet), then paid.
    const a = await insertProduct(t.db, { newPrice: 700, stock: 5 });
    const b = await insertProduct(t.db, { newPrice: 900, stock: 5 });
    await post('/cart', { userId: asha.userId, product: a.id, ...CHOICE }, asha.auth);
    await post('/cart', { userId: asha.userId, product: b.id, ...CHOICE }, asha.auth);
    const saved = await post('/saveBundleOrder', { userId: asha.userId, totalAmount: 1600 }, asha.auth);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await expectKeptRight(asha)).toMatchObject({ orders: 1, spentPaise: 120_000 });
    const bundlePaid = await payBundleOnline(t.app, asha, saved.json().bundleOrderId, 1600);
    expect(bundlePaid.statusCode, bundlePaid.body).toBe(200);
    expect(await expectKeptRight(asha)).toMatchObject({ orders: 2, spentPaise: 280_000 });

    // A COD order: an order at once, money only once delivered (completed by the owner's button).
    const codRef = await buyCod(asha, 1500);
    expect(await expectKeptRight(asha)).toMatchObject({ orders: 3, spentPaise: 280_000 });
    expect((await setStatus(asha, codRef, 'completed')).statusCode).toBe(200);
    expect(await expectKeptRight(asha)).toMatchObject({ orders: 3, spentPaise: 280_000 + 154_900 });

    // The first order cancelled by the owner: still an order, no longer money; refunded, nothing moves.
    expect((await setStatus(asha, first, 'cancelled')).statusCode).toBe(200);
    expect(await expectKeptRight(asha)).toMatchObject({ orders: 3, spentPaise: 160_000 + 154_900 });
    const refund = await post('/admin/refunds', { orderId: String(first) }, t.admin);
    expect(refund.statusCode, refund.body).toBe(201);
    expect(await expectKeptRight(asha)).toMatchObject({ orders: 3, spentPaise: 160_000 + 154_900 });

    // Another online order, delivered, returned: asked (a return), declined-free steps to the refund, then marked
    // returned by the owner (no longer money).
    const second = await buyOnline(asha, 2000);
    expect((await setStatus(asha, second, 'completed')).statusCode).toBe(200);
    const photo = await sharp({ create: { width: 40, height: 50, channels: 3, background: '#aa3355' } })
      .jpeg()
      .toBuffer();
    const asked = await askReturnWithPhoto(t.app, asha.auth, second, photo);
    expect(asked.statusCode, asked.body).toBe(201);
    expect(await expectKeptRight(asha)).toMatchObject({ orders: 4, returns: 1 });
    for (const to of ['approved', 'picked_up', 'received', 'refunded']) {
      const moved = await post(`/admin/returns/${asked.json().id}/move`, { to }, t.admin);
      expect(moved.statusCode, moved.body).toBe(200);
      await expectKeptRight(asha);
    }
    expect((await setStatus(asha, second, 'returned')).statusCode).toBe(200);
    expect(await expectKeptRight(asha)).toMatchObject({
      orders: 4,
      spentPaise: 160_000 + 154_900,
      returns: 1,
    });

    // A COD parcel shipped and returned to origin: a refusal, and the order stays counted.
    const refused = await buyCod(asha, 1100);
    const step = (to: object) => post(`/admin/orders/${refused}/fulfilment`, to, t.admin);
    expect((await step({ to: 'shipped', courier: 'Blue Dart', awb: '70123456789' })).statusCode).toBe(200);
    expect((await step({ to: 'rto' })).statusCode).toBe(200);
    const mine = await expectKeptRight(asha);
    expect(mine).toMatchObject({ orders: 5, spentPaise: 314_900, codRefusals: 1, returns: 1 });

    // A return asked on another shopper's order and declined counts for nobody.
    const hers = await buyOnline(other, 1300);
    expect((await setStatus(other, hers, 'completed')).statusCode).toBe(200);
    const otherAsked = await askReturnWithPhoto(t.app, other.auth, hers, photo);
    expect(otherAsked.statusCode, otherAsked.body).toBe(201);
    expect(await expectKeptRight(other)).toMatchObject({ orders: 1, returns: 1 });
    const declined = await post(
      `/admin/returns/${otherAsked.json().id}/move`,
      { to: 'declined', note: 'The tag was cut off.' },
      t.admin,
    );
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await expectKeptRight(other)).toMatchObject({ orders: 1, spentPaise: 130_000, returns: 0 });

    // The owner's list shows the kept figures, and finds her by them.
    expect(await listed(asha)).toMatchObject({
      orders: 5,
      spent: 3149,
      codRefusals: 1,
      returns: 1,
      lastOrderAt: mine.lastOrderAt,
    });
    const repeat = (
      await get('/admin/customers?segment=repeat&minCodRefusals=1', t.admin)
    ).json() as CustomerList;
    expect(repeat.customers.map((c) => c.id)).toContain(asha.userId);
    expect(repeat.customers.map((c) => c.id)).not.toContain(other.userId);
  });

  it('match a fresh sum after rows written outside any flow (a script, a fix by hand) and removed', async () => {
    const meena = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 1000, stock: 20 });
    const written = await insertSingleOrder(t.db, meena.userId, p.id, { price: 1000 });
    expect(await expectKeptRight(meena)).toMatchObject({ orders: 1, spentPaise: 100_000 });
    // Many rows of many shoppers in one statement.
    await t.db.execute(sql`
      insert into orders (user_id, product_id, product_name, quantity, price, status, user_name, user_email,
                          user_number, payment_id, payment_method, cod_fee, fulfilment)
      select u.id, ${p.id}, 'Script', 1, 100 * g, case when g % 3 = 0 then 'cancelled' else 'pending' end, 'x', 'x',
             'x', case when g % 2 = 0 then null else 'pay_script_' || u.id || '_' || g end,
             case when g % 2 = 0 then 'cod' else 'online' end, case when g % 2 = 0 then 49 else 0 end,
             case when g = 4 then 'rto' else 'placed' end
        from users u, generate_series(1, 5) g`);
    await expectKeptRight(meena);
    await t.db.execute(sql`update orders set status = 'completed' where user_id = ${meena.userId}`);
    await t.db.execute(sql`update orders set user_id = ${meena.userId} where id = ${written.id}`);
    await expectKeptRight(meena);
    // A change no figure reads leaves the kept row as it was.
    const stamp = async () =>
      (await t.db.select().from(customerTotals).where(eq(customerTotals.userId, meena.userId)))[0].updatedAt;
    const before = await stamp();
    await t.db.execute(sql`update orders set image = 'x.webp' where user_id = ${meena.userId}`);
    expect(await stamp()).toEqual(before);
    await t.db.execute(sql`delete from orders where product_id = ${p.id} and product_name = 'Script'`);
    await t.db.execute(sql`delete from orders where id = ${written.id}`);
    expect(await expectKeptRight(meena)).toMatchObject({ orders: 0, spentPaise: 0, lastOrderAt: null });
  });

  it("fill from the rows there as migration 0039 does (every account's row, then the figures)", async () => {
    // Runs after the histories above: single orders, bundles, COD, refusals and returns of several shoppers.
    const migration = readFileSync(serverPath('drizzle/0039_customer_totals.sql'), 'utf8');
    const backfill = migration.slice(migration.indexOf("-- Every account's row"));
    await t.db.execute(sql`delete from customer_totals`);
    for (const statement of backfill.split('--> statement-breakpoint'))
      await t.db.execute(sql.raw(statement));
    const anyone = (await t.db.select().from(customerTotals)).find((r) => r.ordersCount >= 5);
    expect(anyone).toBeDefined();
    await expectKeptRight({ userId: anyone!.userId } as Shopper);
  });

  it('count both of two orders one shopper places at once', async () => {
    const riya = await signUpShopper(t.app);
    const both = await Promise.all([buyOnline(riya, 1100), buyOnline(riya, 1400)]);
    expect(new Set(both).size).toBe(2);
    expect(await expectKeptRight(riya)).toMatchObject({ orders: 2, spentPaise: 250_000 });
  });

  it.runIf(kind === 'postgres')(
    'count both when the second order waits for the first to commit (new row, then an existing one)',
    async () => {
      const tara = await signUpShopper(t.app);
      const products = await Promise.all(
        [1, 2, 3, 4].map(() => insertProduct(t.db, { newPrice: 1000, stock: 5 })),
      );
      const waiting = async () =>
        (
          (await t.db.execute(sql`
            select count(*)::int as n from pg_stat_activity
             where datname = current_database() and wait_event_type = 'Lock'`)) as unknown as {
            rows: Array<{ n: number }>;
          }
        ).rows[0].n;
      // Her row (made with her account) taken away: the first round's triggers make it again, both at once.
      await t.db.execute(sql`delete from customer_totals where user_id = ${tara.userId}`);
      for (const round of [0, 1]) {
        let release!: () => void;
        const gate = new Promise<void>((resolve) => {
          release = resolve;
        });
        let inserted!: () => void;
        const firstIn = new Promise<void>((resolve) => {
          inserted = resolve;
        });
        // The first transaction places its order (its trigger holds her totals row) and stays open.
        const first = t.db.transaction(async (tx) => {
          await insertSingleOrder(tx, tara.userId, products[2 * round].id);
          inserted();
          await gate;
        });
        await firstIn;
        // The second places hers; its trigger must wait for the first to commit.
        const second = t.db.transaction(async (tx) => {
          await insertSingleOrder(tx, tara.userId, products[2 * round + 1].id);
        });
        await expect.poll(waiting, { timeout: 5_000, interval: 50 }).toBe(1);
        release();
        await Promise.all([first, second]);
        expect(await expectKeptRight(tara)).toMatchObject({ orders: 2 * (round + 1) });
      }
    },
  );
});
