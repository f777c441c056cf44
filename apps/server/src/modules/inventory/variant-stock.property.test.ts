// Property (issue 24, decision 0043 phase 2): random sequences of add to cart, hold (a payment window), pay, lapse,
// cancel, return and exchange over the sizes of a split product, through the API on the real database. After every
// step each size's count is what a model says — its start, less the pieces sold, plus the pieces given back — never
// below 0, and the product's stock is their sum. A path that moved the wrong size (or the pool) would break it.
import type { PaymentOrder, PaymentResult } from '@zariya/shared/orders-api';
import { singlePurchaseTotal } from '@zariya/shared/pricing';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentOrders, stockReservations } from '../../db/schema.ts';
import { type Shopper, signUpShopper } from '../../test/accounts.ts';
import { apiCalls, freshAddresses } from '../../test/api-calls.ts';
import { testAppWithAdmin } from '../../test/app-per-block.ts';
import { databaseKinds } from '../../test/harness.ts';
import { multipartPayload, solidJpeg } from '../../test/multipart.ts';
import { countsOf, insertSplitProduct, productStock } from '../../test/split-stock.ts';

const SIZES = ['S', 'M', 'L'] as const;
const COLOR = 'Maroon';
const PRICE = 1000;
type Size = (typeof SIZES)[number];

const size = fc.constantFrom(...SIZES);
const command = fc.oneof(
  fc.record({ do: fc.constant('add' as const), shopper: fc.nat(2), size }),
  {
    arbitrary: fc.record({
      do: fc.constant('hold' as const),
      shopper: fc.nat(2),
      size,
      quantity: fc.integer({ min: 1, max: 2 }),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ do: fc.constant('pay' as const), hold: fc.nat(10) }), weight: 3 },
  fc.record({ do: fc.constant('expire' as const), hold: fc.nat(10) }),
  fc.record({ do: fc.constant('cancel' as const), order: fc.nat(10) }),
  fc.record({ do: fc.constant('return' as const), order: fc.nat(10) }),
  fc.record({ do: fc.constant('exchange' as const), order: fc.nat(10), to: size }),
);
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

type World = {
  productId: number;
  /** What each size's count must be: start − sold + given back. */
  model: Record<Size, number>;
  holds: Array<{ id: string; shopper: number; size: Size; quantity: number; paid: boolean }>;
  orders: Array<{ id: number; shopper: number; size: Size; quantity: number; state: 'placed' | 'done' }>;
};

const photo = solidJpeg(40, 50, '#8a1c3b');

describe.each(databaseKinds())('stock by variant, random sequences, on %s', (kind) => {
  const t = testAppWithAdmin(kind);
  const { post } = apiCalls(t, freshAddresses('10.46'));
  let shoppers: Shopper[];
  let calls = 0;
  beforeAll(async () => {
    shoppers = [await signUpShopper(t.app), await signUpShopper(t.app), await signUpShopper(t.app)];
  });

  const pick = <T>(list: T[], n: number) => (list.length === 0 ? undefined : list[n % list.length]);
  const deliver = (id: number) =>
    t.db
      .update(orders)
      .set({ fulfilment: 'delivered', status: 'completed', fulfilmentChangedAt: new Date() })
      .where(eq(orders.id, id));
  const ask = async (s: Shopper, o: World['orders'][number], fields: Record<string, string>) => {
    const { payload, headers } = await multipartPayload(
      {
        orderId: String(o.id),
        reason: 'size_issue',
        items: JSON.stringify([{ lineId: o.id, quantity: o.quantity }]),
        ...fields,
      },
      [{ field: 'photo', filename: 'kurta.jpg', data: await photo }],
    );
    calls += 1;
    return t.app.inject({
      method: 'POST',
      url: '/api/returns',
      remoteAddress: `10.47.${Math.floor(calls / 250) % 250}.${calls % 250}`,
      payload,
      headers: { ...headers, ...s.auth },
    });
  };
  const walk = async (id: number, states: string[]) => {
    for (const to of states) {
      const res = await post(`/admin/returns/${id}/move`, { to }, t.admin);
      if (res.statusCode !== 200) return res;
    }
    return undefined;
  };

  async function step(w: World, c: Command) {
    const placedOrder = (n: number) =>
      pick(
        w.orders.filter((x) => x.state === 'placed'),
        n,
      );
    /** Marks the order delivered (as the courier's last scan would) and closes it in the model. */
    const deliverAndClose = async (o: World['orders'][number]) => {
      await deliver(o.id);
      o.state = 'done';
    };
    switch (c.do) {
      case 'add': {
        const s = shoppers[c.shopper];
        const res = await post(
          '/cart',
          { userId: s.userId, product: w.productId, size: c.size, color: COLOR },
          s.auth,
        );
        expect([201, 409], res.body).toContain(res.statusCode);
        return;
      }
      case 'hold': {
        const s = shoppers[c.shopper];
        const amount = singlePurchaseTotal(PRICE, c.quantity, false);
        const res = await post(
          '/createOrder',
          { amount, productId: w.productId, quantity: c.quantity, size: c.size, color: COLOR },
          s.auth,
        );
        if (res.statusCode === 201) {
          const id = (res.json() as PaymentOrder).id;
          if (!w.holds.some((h) => h.id === id))
            w.holds.push({ id, shopper: c.shopper, size: c.size, quantity: c.quantity, paid: false });
        } else expect([409], res.body).toContain(res.statusCode);
        return;
      }
      case 'pay': {
        const h = pick(
          w.holds.filter((x) => !x.paid),
          c.hold,
        );
        if (!h) return;
        const s = shoppers[h.shopper];
        h.paid = true;
        const result = (await post('/payments/test/pay', { orderId: h.id }, s.auth)).json() as PaymentResult;
        const saved = await post(
          '/saveOrder',
          {
            userId: s.userId,
            productId: w.productId,
            quantity: h.quantity,
            size: h.size,
            color: COLOR,
            ...result,
          },
          s.auth,
        );
        if (saved.statusCode === 201) {
          w.model[h.size] -= h.quantity;
          const id = Number(saved.json().order.orderRef);
          w.orders.push({ id, shopper: h.shopper, size: h.size, quantity: h.quantity, state: 'placed' });
        } else expect(saved.json().code, saved.body).toBe('SOLD_OUT_AFTER_PAYMENT');
        return;
      }
      case 'expire': {
        const h = pick(w.holds, c.hold);
        if (!h) return;
        const past = new Date(Date.now() - 1000);
        await t.db.update(paymentOrders).set({ expiresAt: past }).where(eq(paymentOrders.id, h.id));
        await t.db
          .update(stockReservations)
          .set({ expiresAt: past })
          .where(eq(stockReservations.paymentOrderId, h.id));
        await t.app.payments.runJob('holds.expire');
        return;
      }
      case 'cancel': {
        const o = placedOrder(c.order);
        if (!o) return;
        const res = await post(
          '/updateOrderStatus',
          { orderId: String(o.id), userId: shoppers[o.shopper].userId, status: 'cancelled' },
          t.admin,
        );
        expect(res.statusCode, res.body).toBe(200);
        o.state = 'done';
        w.model[o.size] += o.quantity;
        return;
      }
      case 'return': {
        const o = placedOrder(c.order);
        if (!o) return;
        await deliverAndClose(o);
        const asked = await ask(shoppers[o.shopper], o, { kind: 'return' });
        expect(asked.statusCode, asked.body).toBe(201);
        expect(await walk(asked.json().id, ['approved', 'picked_up', 'received'])).toBeUndefined();
        w.model[o.size] += o.quantity;
        return;
      }
      case 'exchange': {
        const o = placedOrder(c.order);
        if (!o) return;
        await deliverAndClose(o);
        const asked = await ask(shoppers[o.shopper], o, { kind: 'exchange', size: c.to });
        if (c.to === o.size) {
          expect(asked.statusCode, asked.body).toBe(400);
          return;
        }
        // Checked against the chosen size's own count when asked.
        if (w.model[c.to] < o.quantity) {
          expect(asked.json().code, asked.body).toBe('EXCHANGE_OUT_OF_STOCK');
          return;
        }
        expect(asked.statusCode, asked.body).toBe(201);
        const id = asked.json().id as number;
        expect(await walk(id, ['approved', 'picked_up', 'received'])).toBeUndefined();
        w.model[o.size] += o.quantity;
        // Sent: the new pieces leave the chosen size (refused when it sold out meanwhile).
        const sent = await walk(id, ['exchanged']);
        if (sent) expect(sent.json().code, sent.body).toBe('EXCHANGE_OUT_OF_STOCK');
        else w.model[c.to] -= o.quantity;
        return;
      }
    }
  }

  it('keeps each size at start − sold + given back, never below 0, and the product at their sum', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({ S: fc.nat(3), M: fc.nat(3), L: fc.nat(3) }),
        fc.array(command, { minLength: 6, maxLength: kind === 'pglite' ? 16 : 12 }),
        async (start, commands) => {
          const { product } = await insertSplitProduct(t.db, {
            newPrice: PRICE,
            sizes: [...SIZES],
            colors: [COLOR],
            counts: start,
          });
          const w: World = { productId: product.id, model: { ...start }, holds: [], orders: [] };
          for (const c of commands) {
            await step(w, c);
            const counts = await countsOf(t.db, product.id);
            expect(counts, JSON.stringify(c)).toEqual(w.model);
            for (const n of Object.values(counts)) expect(n).toBeGreaterThanOrEqual(0);
            const total = SIZES.reduce((n, s) => n + w.model[s], 0);
            expect((await productStock(t.db, product.id)).stock).toBe(total);
          }
        },
      ),
      { numRuns: kind === 'pglite' ? 8 : 5 },
    );
  }, 600_000);
});
