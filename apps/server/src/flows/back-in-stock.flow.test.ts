// The shopper sees variants (issue 24, decision 0043 phase 2 step 5), through the real app on both databases: the
// product page's answer (each variant's count and availability on a split product, photos per colour), "tell me
// when it's back" per variant (bad input refused and nothing written), its e-mail going out once when the variant
// sells again (WhatsApp only to a shopper who opted in), and the wishlist's back-in-stock mark per size.
import type { Product } from '@zariya/shared/product';
import { STOCK_ALERT_MESSAGES } from '@zariya/shared/stock-alerts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { products, productVariants, stockAlerts } from '../db/schema.ts';
import { catalogueChanged } from '../modules/catalog/catalog.cache.ts';
import { readOutbox, readWhatsAppOutbox, type Shopper, signUpShopper } from '../test/accounts.ts';
import { insertProduct } from '../test/fixtures.ts';
import { createTestApp, databaseKinds, type TestApp } from '../test/harness.ts';
import { sendBackInStockAlerts } from './back-in-stock.flow.ts';
import { eventually } from '../test/wait.ts';

/** Splits a product's stock per variant (`size/colour` → count), as the owner's grid does: the product's stock is the sum. */
async function split(db: Db, productId: number, counts: Record<string, number | null>) {
  for (const [key, stock] of Object.entries(counts)) {
    const [size, color] = key.split('/');
    await db
      .update(productVariants)
      .set({ stock })
      .where(
        and(
          eq(productVariants.productId, productId),
          eq(productVariants.size, size),
          eq(productVariants.color, color),
        ),
      );
  }
  const counted = Object.values(counts).filter((n): n is number => n !== null);
  await db
    .update(products)
    .set({ stockMode: 'split', stock: counted.length ? counted.reduce((a, b) => a + b, 0) : null })
    .where(eq(products.id, productId));
  catalogueChanged(db);
}

describe.each(databaseKinds())('the shopper sees variants on %s', (kind) => {
  let t: TestApp;
  let asha: Shopper;
  let meera: Shopper;
  beforeAll(async () => {
    t = await createTestApp(kind);
    asha = await signUpShopper(t.app, { fullname: 'Asha Deshpande' });
    meera = await signUpShopper(t.app, { fullname: 'Meera Iyer' });
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'DELETE' | 'PUT', url: string, who?: Shopper, payload?: unknown) =>
    t.app.inject({ method, url: `/api${url}`, headers: who?.auth, payload: payload as object });
  const page = async (id: number) => {
    const res = await call('GET', `/products/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Product;
  };
  const variantOf = (p: Product, size: string, color: string) => {
    const v = p.variants?.find((x) => x.size === size && x.color === color);
    if (!v) throw new Error(`no variant ${size}/${color}`);
    return v;
  };
  const sweep = () =>
    sendBackInStockAlerts({
      db: t.db,
      publicUrl: 'http://shop.test',
      enqueue: (job, notice, options) => t.app.jobs.enqueue(job, notice, options),
    });
  const mailsTo = (s: Shopper) =>
    readOutbox(t.app.mailer.outboxDir!).filter(
      (m) => m.headers.to?.includes(s.email) && m.text.includes('is back in stock'),
    );

  it('answers each variant of a split product with its count and availability, and the photos per colour', async () => {
    const kurta = await insertProduct(t.db, {
      productname: 'Anarkali Kurta',
      sizes: ['M', 'L'],
      colors: ['Red', 'Blue'],
      images: ['/images/a-red.jpg', '/images/a-blue.jpg', '/images/a-back.jpg'],
      colorImages: {
        Red: ['/images/a-red.jpg', '/images/a-back.jpg'],
        // Not among the product's photos, or a colour it does not list: left out.
        Blue: ['/images/elsewhere.jpg'],
        Green: ['/images/a-red.jpg'],
      },
    });
    await split(t.db, kurta.id, { 'M/Red': 0, 'M/Blue': 6, 'L/Red': 2, 'L/Blue': null });
    const answer = await page(kurta.id);
    expect(answer).toMatchObject({ stockMode: 'split', stock: 8 });
    expect(answer.colorImages).toEqual({ Red: ['/images/a-red.jpg', '/images/a-back.jpg'] });
    expect(variantOf(answer, 'M', 'Red')).toMatchObject({ stock: 0, available: false });
    expect(variantOf(answer, 'L', 'Red')).toMatchObject({ stock: 2, available: true });
    expect(variantOf(answer, 'L', 'Blue')).toMatchObject({ stock: null, available: true });
  });

  it("refuses bad alerts with a readable message and writes nothing; keeps a sold-out variant's alert once", async () => {
    const kurta = await insertProduct(t.db, { productname: 'Straight Kurta', sizes: ['M', 'L'], colors: [] });
    const other = await insertProduct(t.db, { productname: 'Other Kurta', sizes: ['S'], colors: [] });
    await split(t.db, kurta.id, { 'M/': 0, 'L/': 3 });
    const answer = await page(kurta.id);
    const m = variantOf(answer, 'M', '');
    const l = variantOf(answer, 'L', '');
    const otherVariant = variantOf(await page(other.id), 'S', '');

    expect(
      (await call('POST', '/stock-alerts', undefined, { productId: kurta.id, variantId: m.id })).statusCode,
    ).toBe(401);
    for (const [payload, status, error] of [
      [{ productId: kurta.id, variantId: 'x' }, 400, 'Please give a valid size or colour.'],
      [{ productId: '99999999999', variantId: m.id }, 400, 'Please give a valid product id.'],
      [{ productId: kurta.id }, 400, 'Please give a valid size or colour.'],
      [{ productId: kurta.id, variantId: otherVariant.id }, 404, STOCK_ALERT_MESSAGES.notFound],
      [{ productId: kurta.id, variantId: l.id }, 409, STOCK_ALERT_MESSAGES.inStock],
    ] as const) {
      const res = await call('POST', '/stock-alerts', asha, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().error).toBe(error);
    }
    expect(await t.db.select().from(stockAlerts).where(eq(stockAlerts.userId, asha.userId))).toEqual([]);

    for (let i = 0; i < 2; i++) {
      const ok = await call('POST', '/stock-alerts', asha, { productId: kurta.id, variantId: m.id });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toEqual({ message: STOCK_ALERT_MESSAGES.saved, variantIds: [m.id] });
    }
    expect((await call('GET', `/stock-alerts?productId=${kurta.id}`, asha)).json()).toEqual({
      variantIds: [m.id],
    });
    expect((await call('GET', `/stock-alerts?productId=${kurta.id}`, meera)).json()).toEqual({
      variantIds: [],
    });
    // Cancelled: gone; cancelling again is a 404.
    const off = await call('DELETE', `/stock-alerts/${m.id}`, asha);
    expect(off.json()).toEqual({ message: STOCK_ALERT_MESSAGES.removed, variantIds: [] });
    expect((await call('DELETE', `/stock-alerts/${m.id}`, asha)).statusCode).toBe(404);
    expect((await call('DELETE', '/stock-alerts/99999999999', asha)).statusCode).toBe(400);
  });

  it('tells each shopper once when her size comes back (WhatsApp only when she opted in); the wishlist marks the size', async () => {
    const lehenga = await insertProduct(t.db, {
      productname: 'Mirror-work Lehenga',
      brandname: 'Kutch Looms',
      sizes: ['M', 'L'],
      colors: ['Red'],
    });
    await split(t.db, lehenga.id, { 'M/Red': 0, 'L/Red': 4 });
    const m = variantOf(await page(lehenga.id), 'M', 'Red');
    expect((await call('PUT', '/account/notifications', meera, { whatsapp: true })).statusCode).toBe(200);
    for (const s of [asha, meera]) {
      expect(
        (await call('POST', '/stock-alerts', s, { productId: lehenga.id, variantId: m.id })).statusCode,
      ).toBe(200);
      expect((await call('PUT', `/wishlist/${lehenga.id}`, s)).statusCode).toBe(200);
    }
    const wishlistItem = async (s: Shopper) =>
      (await call('GET', '/wishlist', s))
        .json()
        .items.find((i: { productId: number }) => i.productId === lehenga.id);
    expect((await wishlistItem(asha)).backInSizes).toEqual([]);

    // Still sold out, or L selling: nothing goes out.
    await sweep();
    await split(t.db, lehenga.id, { 'M/Red': 0, 'L/Red': 3 });
    await sweep();
    expect(mailsTo(asha)).toEqual([]);

    const whatsappBefore = readWhatsAppOutbox(t.app.whatsapp.outboxDir!).length;
    await split(t.db, lehenga.id, { 'M/Red': 2, 'L/Red': 3 });
    expect((await wishlistItem(asha)).backInSizes).toEqual(['M · Red']);
    expect(await sweep()).toBeGreaterThanOrEqual(0);
    const mail = await eventually(() => {
      const sent = mailsTo(asha);
      expect(sent).toHaveLength(1);
      return sent[0];
    });
    expect(mail.html).toContain('<title>Back in stock: Mirror-work Lehenga (M · Red)</title>');
    expect(mail.text).toContain('Mirror-work Lehenga (M · Red) by Kutch Looms is back in stock');
    expect(mail.text).toContain(`http://shop.test/product/${lehenga.id}`);
    await eventually(() => expect(mailsTo(meera)).toHaveLength(1));
    const whatsapps = await eventually(() => {
      const sent = readWhatsAppOutbox(t.app.whatsapp.outboxDir!).slice(whatsappBefore);
      expect(sent.filter((w) => w.template.name === 'back_in_stock')).toHaveLength(1);
      return sent;
    });
    expect(whatsapps.find((w) => w.template.name === 'back_in_stock')?.to).toBe(`91${meera.contact}`);

    // Once: another run, or the stock moving again, sends nothing more; the alert is no longer waiting.
    expect(await sweep()).toBe(0);
    await split(t.db, lehenga.id, { 'M/Red': 1, 'L/Red': 3 });
    expect(await sweep()).toBe(0);
    await new Promise((r) => setTimeout(r, 200));
    expect(mailsTo(asha)).toHaveLength(1);
    expect((await call('GET', `/stock-alerts?productId=${lehenga.id}`, asha)).json()).toEqual({
      variantIds: [],
    });
  });

  it('the stock-alert calls are in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(res.json().paths);
    expect(paths).toContain('/api/stock-alerts');
    expect(paths).toContain('/api/stock-alerts/{variantId}');
  });

  it('a pooled product: the alert waits for the pool', async () => {
    const saree = await insertProduct(t.db, {
      productname: 'Kanjeevaram Saree',
      sizes: [],
      colors: [],
      stock: 0,
    });
    const only = variantOf(await page(saree.id), '', '');
    expect(only).toMatchObject({ available: false, stock: null });
    expect(
      (await call('POST', '/stock-alerts', asha, { productId: saree.id, variantId: only.id })).statusCode,
    ).toBe(200);
    expect(await sweep()).toBe(0);
    await t.db.update(products).set({ stock: 1 }).where(eq(products.id, saree.id));
    expect(await sweep()).toBe(1);
    await eventually(() =>
      expect(
        readOutbox(t.app.mailer.outboxDir!).filter((m) => m.text.includes('Kanjeevaram Saree by')),
      ).toHaveLength(1),
    );
  });
});
