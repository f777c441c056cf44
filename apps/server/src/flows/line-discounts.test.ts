// Money after discounts (issue 25 item 4), through the API on PGlite and PostgreSQL: each order line keeps its share
// of every offer's discount (migration 0038), written with the order; the tax invoice charges GST on the value after
// discount and shows each line's discount, its lines adding up to what was paid; a partial return refunds exactly the
// line's paid share, and its credit note carries the same figures. The migration's backfill gives orders placed
// before the split their invoices and returns already made.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { InvoiceView } from '@zariya/shared/gst-api';
import { bundleCharges } from '@zariya/shared/order-charges';
import type { QuoteAnswer } from '@zariya/shared/orders-api';
import { toPaise } from '@zariya/shared/pricing';
import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleOrderItems, bundleOrders, invoices, orders, refunds } from '../db/schema.ts';
import { type Shopper, signUpShopper } from '../test/accounts.ts';
import { apiCalls, freshAddresses, ownerSaves, paidSingleOrder, savedBundleId } from '../test/api-calls.ts';
import { testAppPerBlock, testAppWithAdmin } from '../test/app-per-block.ts';
import { bagWithCodeAndOffer, ownerMakesOffer } from '../test/offers.ts';
import { CHOICE, insertProduct } from '../test/fixtures.ts';
import { databaseKinds } from '../test/harness.ts';
import { returnedToRefund } from '../test/returns.ts';
import { GST_SHOP, insertBundleOrder, insertSingleOrder, payBundleOnline } from '../test/orders-fixtures.ts';
import { solidJpeg } from '../test/multipart.ts';

describe.each(databaseKinds())('money after discounts on %s', (kind) => {
  const t = testAppWithAdmin(kind);
  const { post } = apiCalls(t, freshAddresses('10.61'));
  let photo: Buffer;
  beforeAll(async () => {
    await ownerSaves(t.app, t.admin, '/admin/gst/shop', GST_SHOP);
    photo = await solidJpeg(40, 50, '#8a1c3b');
  });

  const get = (url: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers });
  const makeOffer = (terms: Record<string, unknown>) => ownerMakesOffer(t, terms);
  const promoId = async () => {
    const list = (await get('/admin/offers', t.admin)).json() as {
      offers: Array<{ id: number; code: string | null }>;
    };
    return list.offers.find((o) => o.code === 'PROMO2024')!.id;
  };
  const deliver = async (kindOf: 'single' | 'bundle', id: number) => {
    const table = kindOf === 'single' ? orders : bundleOrders;
    await t.db
      .update(table)
      .set({ fulfilment: 'delivered', status: 'completed', fulfilmentChangedAt: new Date() })
      .where(eq(table.id, id));
  };
  /** Asks for a return of these pieces and walks it to its refund; answers the return as asked. */
  const returned = (s: Shopper, orderId: string, items: Array<{ lineId: number; quantity: number }>) =>
    returnedToRefund(post, { shopper: s.auth, admin: t.admin }, orderId, items, photo);
  const refundedPaise = async (orderKind: 'single' | 'bundle', orderId: number) =>
    (await t.db.select().from(refunds).where(eq(refunds.orderId, orderId)))
      .filter((r) => r.orderKind === orderKind)
      .reduce((sum, r) => sum + r.amountPaise, 0);
  const creditNotes = async (orderKind: 'single' | 'bundle', orderId: number) =>
    (await t.db.select().from(invoices).where(eq(invoices.orderId, orderId))).filter(
      (d) => d.orderKind === orderKind && d.kind === 'credit_note',
    );

  it('a bundle with an automatic offer and a code across two lines: shares stored, invoiced, a line returned', async () => {
    const s = await signUpShopper(t.app);
    const { kurta, festive, cart } = await bagWithCodeAndOffer(t, post, s);
    // ₹3,248 of goods: PROMO2024 on the bag takes ₹324.80, then ₹300 off what is left: ₹2,623.20, free delivery.
    expect(cart.summary).toMatchObject({ couponDiscount: 624.8, shippingFee: 0, totalAmount: 2623.2 });
    expect(cart.offers?.applied.map((a) => a.offerId).sort()).toEqual([festive.id, await promoId()].sort());

    const bundleId = await savedBundleId(post, s, 2623.2);
    // Each line's share, saved with it: PROMO2024's ₹324.80 spread 1,999 : 1,249 (₹199.90, ₹124.90), then the ₹300
    // spread over what was left (₹1,799.10 : ₹1,124.10) by largest remainder (₹184.64, ₹115.36).
    const items = await t.db
      .select()
      .from(bundleOrderItems)
      .where(eq(bundleOrderItems.bundleOrderId, bundleId))
      .orderBy(asc(bundleOrderItems.id));
    const promo = await promoId();
    expect(items.map((i) => [i.discountPaise, i.discounts])).toEqual([
      [
        38454,
        [
          { offerId: promo, code: 'PROMO2024', paise: 19990 },
          { offerId: festive.id, code: null, paise: 18464 },
        ],
      ],
      [
        24026,
        [
          { offerId: promo, code: 'PROMO2024', paise: 12490 },
          { offerId: festive.id, code: null, paise: 11536 },
        ],
      ],
    ]);

    const paid = await payBundleOnline(t.app, s, bundleId, 2623.2);
    expect(paid.statusCode, paid.body).toBe(200);
    const { invoice } = (await get(`/invoices/B-${bundleId}`, s.auth)).json() as InvoiceView;
    // GST on the value after discount; each line shows its discount; the lines add up to what was paid.
    expect(invoice.lines.map((l) => [l.unitPrice, l.discount, l.value, l.rate])).toEqual([
      [1999, 384.54, 1614.46, 5],
      [1249, 240.26, 1008.74, 5],
    ]);
    for (const l of invoice.lines)
      expect(toPaise(l.taxableValue) + toPaise(l.cgst + l.sgst)).toBe(toPaise(l.value));
    expect(invoice.lines[0]).toMatchObject({ taxableValue: 1537.58, cgst: 38.44, sgst: 38.44 });
    expect(invoice.totals).toMatchObject({ total: 2623.2, discount: 624.8 });
    expect(invoice.lines.reduce((s, l) => s + toPaise(l.value), 0)).toBe(262320);

    // The kurta comes back: exactly its paid share, ₹1,008.74, and the credit note says the same.
    await deliver('bundle', bundleId);
    const back = await returned(s, `B-${bundleId}`, [{ lineId: items[1].id, quantity: 1 }]);
    expect(back.amount).toBe(1008.74);
    expect(await refundedPaise('bundle', bundleId)).toBe(100874);
    const [note] = await creditNotes('bundle', bundleId);
    expect(note.totalPaise).toBe(100874);
    expect(note.document.lines.map((l) => [l.description.split(' — ')[0], l.value, l.quantity])).toEqual([
      [kurta.productname, 1008.74, 1],
    ]);
    expect(
      toPaise(note.document.lines[0].taxableValue) +
        toPaise(note.document.lines[0].cgst + note.document.lines[0].sgst),
    ).toBe(100874);
    // The saree follows: everything paid comes back, never more.
    const rest = await returned(s, `B-${bundleId}`, [{ lineId: items[0].id, quantity: 1 }]);
    expect(rest.amount).toBe(1614.46);
    expect(await refundedPaise('bundle', bundleId)).toBe(262320);
  });

  it('Buy Now with PROMO2024 on the line and an automatic offer: the order keeps both, one piece of two returned', async () => {
    const s = await signUpShopper(t.app);
    const p = await insertProduct(t.db, {
      newPrice: 1600,
      oldPrice: null,
      category: 'Women Ethnic',
      stock: 5,
    });
    const auto = await makeOffer({
      name: 'Two kurtas ₹300 off',
      kind: 'flat',
      amountInr: 300,
      minCartInr: 2999,
      combinable: true,
      scope: { kind: 'products', productIds: [p.id] },
    });
    const choice = { productId: p.id, quantity: 2, ...CHOICE, couponCode: 'PROMO2024' };
    const quote = (await post('/quoteOrder', choice, s.auth)).json() as QuoteAnswer;
    // ₹3,200 less 10% on the line (₹320) less ₹300: ₹2,580, free delivery.
    expect(quote.summary.totalAmount).toBe(2580);
    const id = await paidSingleOrder(post, s, choice, 2580);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect([Number(row.price), Number(row.shippingFee), row.discountPaise]).toEqual([2580, 0, 62000]);
    expect(row.discounts).toEqual([
      { offerId: await promoId(), code: 'PROMO2024', paise: 32000 },
      { offerId: auto.id, code: null, paise: 30000 },
    ]);

    const { invoice } = (await get(`/invoices/${id}`, s.auth)).json() as InvoiceView;
    expect(invoice.lines).toEqual([
      expect.objectContaining({ unitPrice: 1600, quantity: 2, discount: 620, value: 2580, rate: 5 }),
    ]);
    expect(invoice.totals.total).toBe(2580);

    await deliver('single', id);
    const back = await returned(s, String(id), [{ lineId: id, quantity: 1 }]);
    expect(back.amount).toBe(1290);
    const [note] = await creditNotes('single', id);
    expect(note.document.lines.map((l) => [l.value, l.quantity])).toEqual([[1290, 1]]);
    expect(await refundedPaise('single', id)).toBe(129000);
  });

  it('a free-delivery offer on Buy Now: the order stores no shipping, and the goods are what was paid', async () => {
    const s = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 450, oldPrice: null, category: 'Accessories', stock: 5 });
    await makeOffer({
      name: 'Free delivery on stoles',
      kind: 'free-shipping',
      scope: { kind: 'products', productIds: [p.id] },
    });
    const choice = { productId: p.id, quantity: 1, ...CHOICE };
    const id = await paidSingleOrder(post, s, choice, 450);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    // Before, the shop's rule stored ₹100 of shipping inside ₹450: a return would have paid back ₹350 for the piece.
    expect([Number(row.price), Number(row.shippingFee), row.discountPaise]).toEqual([450, 0, 0]);
    const { invoice } = (await get(`/invoices/${id}`, s.auth)).json() as InvoiceView;
    expect(invoice.lines.map((l) => [l.description === 'Shipping charges', l.value])).toEqual([[false, 450]]);
  });
});

describe.each(databaseKinds())("migration 0038's backfill on %s", (kind) => {
  const t = testAppPerBlock(kind);
  const backfill = readFileSync(join(import.meta.dirname, '../../drizzle/0038_line_discounts.sql'), 'utf8')
    .split('--> statement-breakpoint')
    .map((part) =>
      part
        .split('\n')
        .filter((line) => !line.startsWith('--'))
        .join('\n')
        .trim(),
    )
    .filter((statement) => /^(UPDATE|WITH)/.test(statement));

  it('gives orders placed before the split the shares their invoices and returns already used', async () => {
    expect(backfill).toHaveLength(2);
    const s = await signUpShopper(t.app);
    const a = await insertProduct(t.db, { newPrice: 6899, stock: 5 });
    const b = await insertProduct(t.db, { newPrice: 1499, stock: 5 });
    // The finding of decision 0037: PROMO2024 on each line and on the bundle, ₹6,802.38 (lines rebuild the total).
    const coupons = await insertBundleOrder(t.db, s.userId, [{ productId: a.id }, { productId: b.id }]);
    await t.db
      .update(bundleOrders)
      .set({ couponApplied: true, totalAmount: 6802.38 })
      .where(eq(bundleOrders.id, coupons.id));
    await t.db
      .update(bundleOrderItems)
      .set({ couponApplied: true })
      .where(eq(bundleOrderItems.bundleOrderId, coupons.id));
    // A total the lines cannot rebuild (an offer's): the whole total is goods, spread pro rata.
    const c = await insertProduct(t.db, { newPrice: 500, stock: 5 });
    const d = await insertProduct(t.db, { newPrice: 300, stock: 5 });
    const moved = await insertBundleOrder(t.db, s.userId, [{ productId: c.id }, { productId: d.id }]);
    await t.db.update(bundleOrders).set({ totalAmount: 750 }).where(eq(bundleOrders.id, moved.id));
    // A single order with PROMO2024 and no paid purchase to read: its tenth; one without a coupon: nothing.
    const single = await insertSingleOrder(t.db, s.userId, a.id, { price: 2430, couponCode: 'PROMO2024' });
    const plain = await insertSingleOrder(t.db, s.userId, b.id, { price: 1499 });

    const before = async (id: number) => {
      const items = await t.db
        .select()
        .from(bundleOrderItems)
        .where(eq(bundleOrderItems.bundleOrderId, id))
        .orderBy(asc(bundleOrderItems.id));
      const [order] = await t.db.select().from(bundleOrders).where(eq(bundleOrders.id, id));
      const lines = items.map((i) => ({
        lineId: i.id,
        unitPrice: Number(i.price),
        quantity: i.quantity,
        couponApplied: i.couponApplied,
      }));
      const order0 = { bundleCoupon: order.couponApplied, totalAmount: Number(order.totalAmount), codFee: 0 };
      return { items, lines, order0 };
    };
    const legacy = await Promise.all(
      [coupons.id, moved.id].map(async (id) => {
        const { lines, order0 } = await before(id);
        return bundleCharges({ lines, ...order0 });
      }),
    );

    for (const statement of backfill) await t.db.execute(sql.raw(statement));

    const after = await Promise.all(
      [coupons.id, moved.id].map(async (id) => {
        const { items, lines, order0 } = await before(id);
        return {
          items,
          charges: bundleCharges({
            lines: lines.map((l, i) => ({ ...l, discountPaise: items[i].discountPaise })),
            ...order0,
          }),
        };
      }),
    );
    // The shares rebuild the same line values and shipping the coupons did.
    expect(after.map((x) => x.charges)).toEqual(legacy);
    expect(after[0].items.map((i) => i.discountPaise)).toEqual([689900 - 558819, 149900 - 121419]);
    expect(after[0].items[0].discounts).toEqual([
      expect.objectContaining({ code: 'PROMO2024', paise: 689900 - 558819 }),
    ]);
    expect(after[1].items.map((i) => [i.discountPaise, i.discounts])).toEqual([
      [3125, [{ offerId: null, code: null, paise: 3125 }]],
      [1875, [{ offerId: null, code: null, paise: 1875 }]],
    ]);
    const singles = await t.db
      .select()
      .from(orders)
      .where(eq(orders.userId, s.userId))
      .orderBy(asc(orders.id));
    expect(singles.map((o) => [o.id, o.discountPaise])).toEqual([
      [single.id, 27000],
      [plain.id, 0],
    ]);
    expect(singles[0].discounts).toEqual([expect.objectContaining({ code: 'PROMO2024', paise: 27000 })]);
  });
});
