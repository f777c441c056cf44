// Property: random sequences of checkout, payment, verification, replays, webhooks (alone and at the same
// moment as the browser), closed windows, lapsed holds, restocking, cancellations and refunds, run against
// the real database. After every step no payment order or refund has moved backwards; at the end every payment
// the shop was told about is exactly one order or one refund, and stock moved once per order.
import type { PaymentOrder, PaymentResult } from '@zariya/shared/orders-api';
import {
  canReach,
  PAYMENT_ORDER_MOVES,
  type PaymentOrderState,
  REFUND_MOVES,
  type RefundState,
} from '@zariya/shared/payment-lifecycle';
import { singlePurchaseTotal } from '@zariya/shared/pricing';
import fc from 'fast-check';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentOrders, products, refunds, stockReservations } from '../../db/schema.ts';
import { type Shopper, signUpShopper } from '../../test/accounts.ts';
import { CHOICE, insertProduct } from '../../test/fixtures.ts';
import { apiCalls, freshAddresses } from '../../test/api-calls.ts';
import { testAppWithAdmin } from '../../test/app-per-block.ts';
import { databaseKinds } from '../../test/harness.ts';
import { sendWebhook } from '../../test/webhooks.ts';

const SECRET = 'whsec_property';
const PRICE = 1000;

type World = {
  productId: number;
  restocked: number;
  orders: Array<{ id: string; shopper: number }>;
  payments: Array<{ result: PaymentResult; shopper: number }>;
  told: Set<string>;
  states: Map<string, string>;
  refundStates: Map<number, string>;
};

const command = fc.oneof(
  {
    arbitrary: fc.record({
      do: fc.constant('create' as const),
      shopper: fc.nat(2),
      quantity: fc.integer({ min: 1, max: 2 }),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ do: fc.constant('pay' as const), order: fc.nat(20) }), weight: 3 },
  { arbitrary: fc.record({ do: fc.constant('verify' as const), payment: fc.nat(20) }), weight: 3 },
  fc.record({ do: fc.constant('webhook' as const), payment: fc.nat(20) }),
  fc.record({ do: fc.constant('race' as const), payment: fc.nat(20) }),
  fc.record({ do: fc.constant('close' as const), order: fc.nat(20) }),
  fc.record({ do: fc.constant('expire' as const), order: fc.nat(20) }),
  fc.record({ do: fc.constant('restock' as const) }),
  fc.record({ do: fc.constant('cancel' as const), payment: fc.nat(20) }),
);
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

describe.each(databaseKinds())('payment lifecycle properties on %s', (kind) => {
  const t = testAppWithAdmin(kind, { env: { RAZORPAY_WEBHOOK_SECRET: SECRET } });
  let shoppers: Shopper[];
  beforeAll(async () => {
    shoppers = [await signUpShopper(t.app), await signUpShopper(t.app), await signUpShopper(t.app)];
  });

  // Each call from its own address, so the per-address request limits never decide an outcome here.
  const { post } = apiCalls(t, freshAddresses('10.9'));
  let events = 0;
  const verify = (w: World, p: World['payments'][number]) => {
    w.told.add(p.result.razorpay_payment_id);
    const s = shoppers[p.shopper];
    return post('/saveOrder', { userId: s.userId, productId: w.productId, ...CHOICE, ...p.result }, s.auth);
  };
  const webhook = (w: World, p: World['payments'][number]) => {
    w.told.add(p.result.razorpay_payment_id);
    const order = w.orders.find((o) => o.id === p.result.razorpay_order_id);
    return t.db
      .select({ amount: paymentOrders.amountPaise })
      .from(paymentOrders)
      .where(eq(paymentOrders.id, order!.id))
      .then(([row]) => {
        const body = JSON.stringify({
          entity: 'event',
          event: 'payment.captured',
          payload: {
            payment: {
              entity: { id: p.result.razorpay_payment_id, order_id: order!.id, amount: row.amount },
            },
          },
        });
        return sendWebhook(t.app, body, { secret: SECRET, eventId: `evt_${events++}` });
      });
  };

  async function step(w: World, c: Command) {
    const pick = <T>(list: T[], i: number) => (list.length ? list[i % list.length] : undefined);
    switch (c.do) {
      case 'create': {
        const s = shoppers[c.shopper];
        const res = await post(
          '/createOrder',
          {
            amount: singlePurchaseTotal(PRICE, c.quantity, false),
            productId: w.productId,
            quantity: c.quantity,
            ...CHOICE,
          },
          s.auth,
        );
        if (res.statusCode === 201) {
          const id = (res.json() as PaymentOrder).id;
          if (!w.orders.some((o) => o.id === id)) w.orders.push({ id, shopper: c.shopper });
        } else expect(res.statusCode).toBeLessThan(500);
        return;
      }
      case 'pay': {
        const o = pick(w.orders, c.order);
        if (!o) return;
        const res = await post('/payments/test/pay', { orderId: o.id }, shoppers[o.shopper].auth);
        expect(res.statusCode).toBe(200);
        w.payments.push({ result: res.json(), shopper: o.shopper });
        return;
      }
      case 'verify':
      case 'webhook':
      case 'race': {
        const p = pick(w.payments, c.payment);
        if (!p) return;
        const answers =
          c.do === 'race'
            ? await Promise.all([verify(w, p), webhook(w, p), verify(w, p)])
            : [await (c.do === 'verify' ? verify(w, p) : webhook(w, p))];
        for (const a of answers) expect(a.statusCode, a.body).toBeLessThan(500);
        return;
      }
      case 'close': {
        const o = pick(w.orders, c.order);
        if (o)
          expect((await post(`/payments/${o.id}/close`, {}, shoppers[o.shopper].auth)).statusCode).toBe(200);
        return;
      }
      case 'expire': {
        const o = pick(w.orders, c.order);
        if (!o) return;
        const past = new Date(Date.now() - 1000);
        await t.db.update(paymentOrders).set({ expiresAt: past }).where(eq(paymentOrders.id, o.id));
        await t.db
          .update(stockReservations)
          .set({ expiresAt: past })
          .where(eq(stockReservations.paymentOrderId, o.id));
        await t.app.payments.runJob('holds.expire');
        return;
      }
      case 'restock': {
        const [row] = await t.db.select().from(products).where(eq(products.id, w.productId));
        await t.db
          .update(products)
          .set({ stock: row.stock! + 1, available: true })
          .where(eq(products.id, w.productId));
        w.restocked++;
        return;
      }
      case 'cancel': {
        const p = pick(w.payments, c.payment);
        if (!p) return;
        const [order] = await t.db
          .select()
          .from(orders)
          .where(eq(orders.paymentId, p.result.razorpay_payment_id));
        if (!order) return;
        const s = shoppers[p.shopper];
        await post(
          '/updateOrderStatus',
          { orderId: String(order.id), userId: s.userId, status: 'cancelled' },
          t.admin,
        );
        const refund = await post('/admin/refunds', { orderId: String(order.id) }, t.admin);
        expect([201, 409]).toContain(refund.statusCode);
        return;
      }
    }
  }

  /** Every state seen so far may only have moved along its machine's arrows. */
  async function assertNoBackwardMoves(w: World) {
    const pos = await t.db
      .select()
      .from(paymentOrders)
      .where(inArray(paymentOrders.id, w.orders.map((o) => o.id).concat('-')));
    for (const po of pos) {
      const before = w.states.get(po.id);
      if (before && before !== po.status)
        expect(
          canReach(PAYMENT_ORDER_MOVES, before as PaymentOrderState, po.status as PaymentOrderState),
          `${before} → ${po.status}`,
        ).toBe(true);
      w.states.set(po.id, po.status);
    }
    const rs = await t.db.select().from(refunds);
    for (const r of rs) {
      const before = w.refundStates.get(r.id);
      if (before && before !== r.status)
        expect(
          canReach(REFUND_MOVES, before as RefundState, r.status as RefundState),
          `${before} → ${r.status}`,
        ).toBe(true);
      w.refundStates.set(r.id, r.status);
    }
  }

  it('ends every payment as one order or one refund, moves stock once per order, and never moves backwards', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 3 }),
        fc.array(command, { minLength: 8, maxLength: kind === 'pglite' ? 30 : 16 }),
        async (initial, commands) => {
          const p = await insertProduct(t.db, {
            newPrice: PRICE,
            stock: initial,
            ...{ sizes: ['Free Size'], colors: ['Gold'] },
          });
          const w: World = {
            productId: p.id,
            restocked: 0,
            orders: [],
            payments: [],
            told: new Set(),
            states: new Map(),
            refundStates: new Map(),
          };
          for (const c of commands) {
            await step(w, c);
            await assertNoBackwardMoves(w);
          }
          // Each payment the shop was told about: exactly one order or one automatic refund, never both.
          for (const paymentId of w.told) {
            const asOrder = await t.db.select().from(orders).where(eq(orders.paymentId, paymentId));
            const asRefund = (
              await t.db.select().from(refunds).where(eq(refunds.paymentId, paymentId))
            ).filter((r) => r.reason === 'sold_out' || r.reason === 'duplicate_payment');
            expect(asOrder.length + asRefund.length, paymentId).toBe(1);
          }
          // One order per payment order, and stock moved exactly once per order still standing.
          const placed = await t.db.select().from(orders).where(eq(orders.productId, p.id));
          expect(new Set(placed.map((o) => o.paymentOrderId)).size).toBe(placed.length);
          const standing = placed.filter((o) => o.status !== 'cancelled').reduce((n, o) => n + o.quantity, 0);
          const [row] = await t.db.select().from(products).where(eq(products.id, p.id));
          expect(row.stock).toBe(initial + w.restocked - standing);
          expect(row.stock).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: kind === 'pglite' ? 25 : 10 },
    );
  }, 240_000);
});
