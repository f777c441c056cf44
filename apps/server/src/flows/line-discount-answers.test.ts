// Each order line's discount shown (issue 25): the order answers — the shopper's lists and order pages, the payment
// and bundle answers, the owner's desk — carry every line's discount in paise and the offers it came from, named as
// the shop names them; the tax invoice names them per line, in its view and in its PDF. On PGlite and PostgreSQL.
import type { AllBundleOrdersAnswer, AllOrdersAnswer } from '@zariya/shared/admin-orders-api';
import type { InvoiceView } from '@zariya/shared/gst-api';
import type { BundleOrder, SingleOrder } from '@zariya/shared/orders-api';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpShopper } from '../test/accounts.ts';
import { apiCalls, freshAddresses } from '../test/api-calls.ts';
import { testAppWithAdmin } from '../test/app-per-block.ts';
import { CHOICE, insertProduct } from '../test/fixtures.ts';
import { databaseKinds } from '../test/harness.ts';
import { bagWithCodeAndOffer, ownerMakesOffer } from '../test/offers.ts';
import { GST_SHOP, payBundleOnline } from '../test/orders-fixtures.ts';
import { pdfText } from '../test/pdf-text.ts';

describe.each(databaseKinds())('order lines name their discounts on %s', (kind) => {
  const t = testAppWithAdmin(kind);
  const { post, get } = apiCalls(t, freshAddresses('10.62'));
  let promo: { id: number; name: string };
  beforeAll(async () => {
    const gst = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/gst/shop',
      payload: GST_SHOP,
      headers: t.admin,
    });
    expect(gst.statusCode, gst.body).toBe(200);
    const list = (await get('/admin/offers', t.admin)).json() as {
      offers: Array<{ id: number; name: string; code: string | null }>;
    };
    promo = list.offers.find((o) => o.code === 'PROMO2024')!;
  });

  it('Buy Now with an automatic offer: the order, its lists, the desk and the invoice name it per line', async () => {
    const s = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 1500, oldPrice: null, category: 'Saree', stock: 5 });
    const diwali = await ownerMakesOffer(t, {
      name: 'Diwali 10%',
      kind: 'percent',
      percent: 10,
      scope: { kind: 'products', productIds: [p.id] },
    });
    const choice = { productId: p.id, quantity: 1, ...CHOICE };
    // ₹1,500 less 10% (₹150): ₹1,350, free delivery.
    const created = await post('/createOrder', { ...choice, amount: 1350 }, s.auth);
    expect(created.statusCode, created.body).toBe(201);
    const payment = (await post('/payments/test/pay', { orderId: created.json().id }, s.auth)).json();
    const saved = await post('/saveOrder', { userId: s.userId, ...choice, ...payment }, s.auth);
    expect(saved.statusCode, saved.body).toBe(201);
    const line = {
      price: 1350,
      shippingFee: 0,
      discountPaise: 15000,
      discounts: [{ offerId: diwali.id, code: null, name: 'Diwali 10%', paise: 15000 }],
    };
    // The payment's answer already names it.
    expect(saved.json().order).toMatchObject(line);
    const id = (saved.json().order as SingleOrder).id;

    const own = await get(`/order/${id}`, s.auth);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject(line);
    const lists = (await post('/getUserOrders', { userId: s.userId }, s.auth)).json() as {
      allOrders: SingleOrder[];
    };
    expect(lists.allOrders.find((o) => o.id === id)).toMatchObject(line);

    const desk = (await get(`/getAllOrders?q=${id}`, t.admin)).json() as AllOrdersAnswer;
    const mine = desk.allOrders.find((o) => o.id === id)!;
    expect(mine).toMatchObject(line);
    expect(mine.items).toEqual([
      expect.objectContaining({ discountPaise: 15000, discounts: line.discounts }),
    ]);

    // The offer renamed: every answer names it as the shop names it now.
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/offers/${diwali.id}`,
      headers: t.admin,
      payload: {
        name: 'Diwali dhamaka 10%',
        kind: 'percent',
        percent: 10,
        scope: { kind: 'products', productIds: [p.id] },
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await get(`/order/${id}`, s.auth)).json().discounts).toEqual([
      { offerId: diwali.id, code: null, name: 'Diwali dhamaka 10%', paise: 15000 },
    ]);

    // The invoice (issued with the payment, before the rename) names the offer under the line, view and PDF.
    const { invoice } = (await get(`/invoices/${id}`, s.auth)).json() as InvoiceView;
    expect(invoice.lines).toEqual([
      expect.objectContaining({
        discount: 150,
        value: 1350,
        discounts: [{ name: 'Diwali 10%', amount: 150 }],
      }),
    ]);
    const text = await pdfText((await get(`/invoices/${id}/pdf`, s.auth)).rawPayload);
    expect(text).toContain('Offer: Diwali 10% -150.00');
  });

  it('a bundle with a code and an automatic offer: each item names both, in every answer and the invoice PDF', async () => {
    const s = await signUpShopper(t.app);
    const { saree, kurta, festive, cart } = await bagWithCodeAndOffer(t, post, s);
    expect(cart.summary.totalAmount).toBe(2623.2);
    const saved = await post('/saveBundleOrder', { userId: s.userId, totalAmount: 2623.2 }, s.auth);
    expect(saved.statusCode, saved.body).toBe(200);
    const bundleId = saved.json().bundleOrderId as number;
    // PROMO2024's ₹324.80 spread 1,999 : 1,249, then the ₹300 over what was left (line-discounts.test.ts).
    const items = [
      {
        productId: saree.id,
        discountPaise: 38454,
        discounts: [
          { offerId: promo.id, code: 'PROMO2024', name: promo.name, paise: 19990 },
          { offerId: festive.id, code: null, name: 'Festive ₹300 off above ₹2,999', paise: 18464 },
        ],
      },
      {
        productId: kurta.id,
        discountPaise: 24026,
        discounts: [
          { offerId: promo.id, code: 'PROMO2024', name: promo.name, paise: 12490 },
          { offerId: festive.id, code: null, name: 'Festive ₹300 off above ₹2,999', paise: 11536 },
        ],
      },
    ];
    expect((saved.json().order as BundleOrder).products).toEqual([
      expect.objectContaining(items[0]),
      expect.objectContaining(items[1]),
    ]);

    const paid = await payBundleOnline(t.app, s, bundleId, 2623.2);
    expect(paid.statusCode, paid.body).toBe(200);
    expect((paid.json().order as BundleOrder).products).toEqual([
      expect.objectContaining(items[0]),
      expect.objectContaining(items[1]),
    ]);
    const page = (await get(`/bundle-order/B-${bundleId}`, s.auth)).json() as BundleOrder;
    expect(page.products).toEqual([expect.objectContaining(items[0]), expect.objectContaining(items[1])]);
    // The lines' values less their discounts add up to what was paid (free delivery above ₹1,000).
    const net = page.products.reduce((sum, p) => sum + p.price * p.quantity * 100 - p.discountPaise, 0);
    expect(net).toBe(262320);
    const lists = (await post('/getUserBundleOrders', { userId: s.userId }, s.auth)).json() as {
      bundleOrders: BundleOrder[];
    };
    expect(lists.bundleOrders.find((o) => o.id === bundleId)?.products).toEqual([
      expect.objectContaining(items[0]),
      expect.objectContaining(items[1]),
    ]);

    const desk = (await get(`/getAllBundleOrders?q=B-${bundleId}`, t.admin)).json() as AllBundleOrdersAnswer;
    const order = desk.bundleOrders.find((o) => o.id === bundleId)!;
    expect(order.items.map((i) => [i.discountPaise, i.discounts])).toEqual(
      items.map((i) => [i.discountPaise, i.discounts]),
    );

    const { invoice } = (await get(`/invoices/B-${bundleId}`, s.auth)).json() as InvoiceView;
    expect(invoice.lines.map((l) => l.discounts)).toEqual([
      [
        { name: promo.name, amount: 199.9 },
        { name: 'Festive ₹300 off above ₹2,999', amount: 184.64 },
      ],
      [
        { name: promo.name, amount: 124.9 },
        { name: 'Festive ₹300 off above ₹2,999', amount: 115.36 },
      ],
    ]);
    // A long line wraps in its column: read the text as one run (the ₹ signs are runs of their own font).
    const text = (await pdfText((await get(`/invoices/B-${bundleId}/pdf`, s.auth)).rawPayload))
      .replace(/\s+/g, ' ')
      .replace(/₹ /g, '₹');
    for (const offer of [
      `${promo.name} -199.90`,
      'Festive ₹300 off above ₹2,999 -184.64',
      `${promo.name} -124.90`,
    ])
      expect(text).toContain(`Offer: ${offer}`);
  });
});
