import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { financialYear, indiaDate } from '@zariya/shared/gst';
import { GSTIN_MESSAGES, HSN_MESSAGE } from '@zariya/shared/gstin';
import type { GstSettings, InvoiceView } from '@zariya/shared/gst-api';
import type { PaymentResult } from '@zariya/shared/orders-api';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gstRates, invoices, orders, products, productVariants } from '../../db/schema.ts';
import { signUpShopper } from '../../test/accounts.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { GST_SHOP, insertSingleOrder, payBundleOnline } from '../../test/orders-fixtures.ts';
import { databaseAndStorageKinds } from '../../test/harness.ts';
import { testAppWithAdmin } from '../../test/app-per-block.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { pdfDraws } from './invoice-pdf-store.ts';

type Shopper = Awaited<ReturnType<typeof signUpShopper>>;
const CHOICE = { size: 'Free Size', color: 'Gold' };
export const SHOP = GST_SHOP;
const FY = financialYear(indiaDate(new Date()));

// PDFs kept on both storage providers (issue 30): DATA_DIR/documents, or a bucket's private/documents/.
describe.each(databaseAndStorageKinds())('GST invoices on %s with %s storage', (kind, storage) => {
  const t = testAppWithAdmin(kind, { storage });

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) => t.app.inject({ method, url: `/api${url}`, headers, payload: payload as object });
  const singleInvoices = (id: number) =>
    t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderKind, 'single'), eq(invoices.orderId, id), eq(invoices.kind, 'invoice')));
  const settings = async () => (await call('GET', '/admin/gst', t.admin)).json() as GstSettings;

  async function buySingle(
    s: Shopper,
    productId: number,
    amount: number,
    extra: Record<string, unknown> = {},
  ) {
    const created = await call('POST', '/createOrder', s.auth, {
      userId: s.userId,
      amount,
      productId,
      quantity: 1,
      ...CHOICE,
      ...extra,
    });
    expect(created.statusCode).toBe(201);
    const result = (
      await call('POST', '/payments/test/pay', s.auth, { orderId: created.json().id })
    ).json() as PaymentResult;
    const saved = await call('POST', '/saveOrder', s.auth, {
      userId: s.userId,
      productId,
      ...CHOICE,
      quantity: 1,
      ...result,
      ...extra,
    });
    expect(saved.statusCode).toBe(201);
    return saved.json().order as { id: number };
  }

  it('refuses GST details that do not parse, with a readable message, and saves nothing', async () => {
    const before = await settings();
    expect(before.shop).toBeNull();
    expect(before.rates.length).toBeGreaterThanOrEqual(2);
    expect(before.categoryHsn.Saree).toBe('5407');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ gstin: '29AAGCB7383J1Z5' }, GSTIN_MESSAGES.checksum],
      [{ gstin: '29AAGCB7383J1Z' }, GSTIN_MESSAGES.length],
      [{ gstin: '29AAGC17383J1Z4' }, GSTIN_MESSAGES.shape],
      [{ gstin: '27AAPFU0939F1ZV' }, GSTIN_MESSAGES.stateMismatch],
      [{ stateCode: '99' }, 'Choose the state from the list.'],
      [{ invoicePrefix: 'ZARIYA' }, 'The invoice prefix is 1 to 3 letters'],
      [{ legalName: '  ' }, 'Please enter the legal name.'],
    ];
    for (const [change, message] of cases) {
      const res = await call('PUT', '/admin/gst/shop', t.admin, { ...SHOP, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().error).toContain(message);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    const badHsn = await call('PUT', '/admin/gst/hsn', t.admin, { ...before.categoryHsn, Saree: '54071' });
    expect(badHsn.statusCode).toBe(400);
    expect(badHsn.json().error).toContain(HSN_MESSAGE);
    const badRate = await call('POST', '/admin/gst/rates', t.admin, {
      effectiveFrom: '2026-02-30',
      threshold: 2500,
      lowerRate: 5,
      upperRate: 18,
    });
    expect(badRate.statusCode).toBe(400);
    expect(badRate.json().error).toContain('That date does not exist.');
    const oneRate = await call('POST', '/admin/gst/rates', t.admin, {
      effectiveFrom: '2026-04-01',
      threshold: null,
      lowerRate: 5,
      upperRate: 18,
    });
    expect(oneRate.statusCode).toBe(400);
    expect(await settings()).toEqual(before);
    expect((await call('PUT', '/admin/gst/shop', {}, SHOP)).statusCode).toBe(401);
  });

  it('the product form takes an HSN code of 4, 6 or 8 digits', async () => {
    const p = await insertProduct(t.db);
    const form = {
      brandname: p.brandname,
      productname: p.productname,
      new_price: p.newPrice,
      material: p.material,
    };
    for (const hsn of ['12', '54071', 'abcd']) {
      const bad = await call('PUT', `/updateproducts/${p.id}`, t.admin, { ...form, hsn_code: hsn });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toContain(HSN_MESSAGE);
    }
    expect((await t.db.select().from(products).where(eq(products.id, p.id)))[0].hsnCode).toBeNull();
    const ok = await call('PUT', `/updateproducts/${p.id}`, t.admin, { ...form, hsn_code: '62044290' });
    expect(ok.json().product.hsn_code).toBe('62044290');
    const kept = await call('PUT', `/updateproducts/${p.id}`, t.admin, form);
    expect(kept.json().product.hsn_code).toBe('62044290');
    const cleared = await call('PUT', `/updateproducts/${p.id}`, t.admin, { ...form, hsn_code: '' });
    expect(cleared.json().product.hsn_code).toBeNull();
  });

  it('saves the shop, adds a dated rate and keeps HSN defaults', async () => {
    const saved = await call('PUT', '/admin/gst/shop', t.admin, { ...SHOP, gstin: SHOP.gstin.toLowerCase() });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().shop).toEqual(SHOP);
    const hsn = await call('PUT', '/admin/gst/hsn', t.admin, {
      ...(await settings()).categoryHsn,
      Accessories: '7117',
    });
    expect(hsn.json().categoryHsn.Accessories).toBe('7117');
    const rate = { effectiveFrom: '2031-04-01', hsnPrefix: '', threshold: 3000, lowerRate: 5, upperRate: 18 };
    expect((await call('POST', '/admin/gst/rates', t.admin, rate)).statusCode).toBe(201);
    const again = await call('POST', '/admin/gst/rates', t.admin, rate);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('RATE_EXISTS');
  });

  it('a paid single order gets its invoice with the payment; the PDF carries every Rule 46 field', async () => {
    const s = await signUpShopper(t.app);
    const p = await insertProduct(t.db, {
      newPrice: 2700,
      productname: 'Banarasi Kurta Set',
      category: 'Women Ethnic',
      stock: 5,
    });
    const order = await buySingle(s, p.id, 2430, { couponCode: 'PROMO2024' });
    const [row] = await singleInvoices(order.id);
    expect(row.number).toMatch(new RegExp(`^ZR/${FY}/\\d{6}$`));

    const res = await call('GET', `/invoices/${order.id}`, s.auth);
    expect(res.statusCode).toBe(200);
    const { invoice } = res.json() as InvoiceView;
    expect(invoice.totals.total).toBe(2430);
    // The line names the variant sold: its size and colour in the description, its SKU read through the order's variant.
    const [orderRow] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    const [variant] = await t.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, orderRow.variantId!));
    expect(variant).toMatchObject({ productId: p.id, size: 'Free Size', color: 'Gold' });
    expect(invoice.lines[0]).toMatchObject({
      description: 'Banarasi Kurta Set — Free Size, Gold',
      sku: variant.sku,
    });
    expect(invoice.lines).toEqual([
      expect.objectContaining({
        hsn: '6204',
        quantity: 1,
        rate: 5,
        value: 2430,
        discount: 270,
        taxableValue: 2314.29,
        cgst: 57.86,
        sgst: 57.85,
      }),
    ]);

    const pdf = await call('GET', `/invoices/${order.id}/pdf`, s.auth);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`${row.number.replaceAll('/', '-')}.pdf`);
    const text = await pdfText(pdf.rawPayload);
    const [y, m, d] = row.documentDate.split('-');
    // CGST Rule 46 (a)–(q), as they apply to a B2C invoice.
    for (const field of [
      'TAX INVOICE',
      SHOP.legalName, // (a) supplier's name, address, GSTIN
      SHOP.address,
      `GSTIN: ${SHOP.gstin}`,
      `Invoice No. ${row.number}`, // (b) serial number ≤ 16 characters
      `Invoice date ${d}/${m}/${y}`, // (c) date
      s.fullname, // (e) recipient's name and address (unregistered)
      '12 MG Road, Flat 4B',
      'State: Karnataka (code 29)', // (e) name of the state and its code
      'HSN', // (g) HSN code
      '6204',
      'Banarasi Kurta Set', // (h) description
      'Free Size,', // the size and colour with the name (the column wraps), then the SKU under them
      `SKU ${variant.sku}`,
      '1 PCS', // (i) quantity and unit
      '2,700.00', // (j) total value
      '270.00', // (k) taxable value after discount
      '2,314.29',
      'CGST', // (l) rate of tax
      '@2.5%',
      '57.86', // (m) amount of tax
      '57.85',
      'Place of supply Karnataka (29)', // (n) place of supply with the state
      'Shipped to', // (o) delivery address
      'Reverse charge No', // (p) whether tax is payable on reverse charge
      'Authorised Signatory', // (q) signature
      `For ${SHOP.legalName}`,
      'Invoice total ( ₹ ) 2,430.00',
      'Rupees Two Thousand Four Hundred Thirty Only',
    ]) {
      expect(text, field).toContain(field);
    }
  });

  it('a cash-on-delivery order is invoiced when the owner marks it delivered, with its COD fee', async () => {
    const s = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 500, stock: 5 });
    const order = await insertSingleOrder(t.db, s.userId, p.id, {
      price: 600,
      shippingFee: 100,
      paymentId: null,
      paymentMethod: 'cod',
      codFee: 40,
      fulfilment: 'shipped',
    });
    // Before the cash is collected there is no invoice, and none is made on asking.
    expect((await call('GET', `/invoices/${order.id}`, s.auth)).statusCode).toBe(404);
    const delivered = await call('POST', `/admin/orders/${order.id}/fulfilment`, t.admin, {
      to: 'delivered',
    });
    expect(delivered.statusCode).toBe(200);
    const [row] = await singleInvoices(order.id);
    expect(row.totalPaise).toBe(64_000);
    const { invoice } = (await call('GET', `/invoices/${order.id}`, s.auth)).json() as InvoiceView;
    expect(invoice.lines.map((l) => l.description)).toEqual([
      expect.any(String),
      'Shipping charges',
      'Cash on delivery charges',
    ]);
    expect(invoice.totals.total).toBe(640);
  });

  it('issuing twice answers the same invoice', async () => {
    const { issueInvoiceForOrder } = await import('./invoices.service.ts');
    const s = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 500 });
    const order = await buySingle(s, p.id, 600);
    const first = await issueInvoiceForOrder(t.db, String(order.id));
    const second = await t.db.transaction((tx) => issueInvoiceForOrder(tx as never, String(order.id)));
    expect(second?.number).toBe(first?.number);
    expect(await singleInvoices(order.id)).toHaveLength(1);
    // Goods back without a refund through the shop (COD): one full credit note, however often it is asked for.
    const { issueCreditNote } = await import('./invoices.service.ts');
    const ask = { orderRef: String(order.id), creditFor: `return:${order.id}`, reason: 'Goods returned' };
    const note = await issueCreditNote(t.db, ask);
    expect(await issueCreditNote(t.db, ask)).toMatchObject({ number: note?.number, totalPaise: 60_000 });
    expect(note?.document.lines.map((l) => l.quantity)).toEqual([1, 1]);
  });

  it('a bundle to another state: IGST, a coupon spread over the lines, shipping taxed, totals exact', async () => {
    const s = await signUpShopper(t.app, {
      deliveryAddress: {
        addressLine1: '7 Park Street',
        city: 'Kolkata',
        state: 'West Bengal',
        postalCode: '700016',
        country: 'India',
      },
    });
    const saree = await insertProduct(t.db, {
      newPrice: 3000,
      category: 'Saree',
      productname: 'Georgette Saree',
    });
    const stole = await insertProduct(t.db, {
      newPrice: 300,
      category: 'Accessories',
      productname: 'Silk Stole',
      hsnCode: '621410',
    });
    for (const p of [saree, stole])
      await call('POST', '/cart', s.auth, { userId: s.userId, product: p.id, ...CHOICE });
    const { summary } = (
      await call('POST', '/applyCoupon', s.auth, { userId: s.userId, couponCode: 'PROMO2024' })
    ).json();
    expect(summary.totalAmount).toBe(2970);
    const saved = await call('POST', '/saveBundleOrder', s.auth, { userId: s.userId, totalAmount: 2970 });
    const { bundleOrderId } = saved.json();
    const paid = await payBundleOnline(t.app, s, bundleOrderId, 2970);
    expect(paid.statusCode).toBe(200);

    const { invoice } = (await call('GET', `/invoices/B-${bundleOrderId}`, s.auth)).json() as InvoiceView;
    expect(invoice).toMatchObject({ intraState: false, placeOfSupply: { name: 'West Bengal', code: '19' } });
    expect(invoice.lines.map((l) => [l.hsn, l.value, l.rate, l.cgst])).toEqual([
      ['5407', 2700, 5, 0],
      ['621410', 270, 5, 0],
    ]);
    expect(invoice.totals).toMatchObject({ total: 2970, cgst: 0, sgst: 0 });
    expect(invoice.totals.taxableValue + invoice.totals.igst).toBeCloseTo(2970, 10);
    const text = await pdfText((await call('GET', `/invoices/B-${bundleOrderId}/pdf`, s.auth)).rawPayload);
    expect(text).toContain('IGST');
    expect(text).toContain('Place of supply West Bengal (19)');

    // Only her own: another shopper, a missing order and nonsense all answer 404; no token 401.
    const other = await signUpShopper(t.app);
    for (const url of [
      `/invoices/B-${bundleOrderId}`,
      `/invoices/B-${bundleOrderId}/pdf`,
      '/invoices/B-999999',
      '/invoices/abc',
    ])
      expect((await call('GET', url, other.auth)).statusCode, url).toBe(404);
    expect((await call('GET', `/invoices/B-${bundleOrderId}`, {})).statusCode).toBe(401);
    // The owner reads any order's invoice from the desk.
    expect((await call('GET', `/admin/invoices/B-${bundleOrderId}/pdf`, t.admin)).statusCode).toBe(200);
    expect((await call('GET', `/admin/invoices/B-${bundleOrderId}`, s.auth)).statusCode).toBe(401);
  });

  it('a refund of a returned order issues a credit note against the invoice, also as PDF', async () => {
    const s = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 1200, category: 'Women Western' });
    const order = await buySingle(s, p.id, 1200);
    const status = await call('POST', '/updateOrderStatus', t.admin, {
      orderId: order.id,
      userId: s.userId,
      status: 'returned',
    });
    expect(status.statusCode).toBe(200);
    const refund = await call('POST', '/admin/refunds', t.admin, { orderId: String(order.id), amount: 600 });
    expect(refund.statusCode).toBe(201);
    const view = (await call('GET', `/invoices/${order.id}`, s.auth)).json() as InvoiceView;
    expect(view.creditNotes).toEqual([
      expect.objectContaining({
        number: expect.stringMatching(new RegExp(`^ZR/CN/${FY}/\\d{4}$`)),
        amount: 600,
      }),
    ]);
    const note = view.creditNotes[0];
    const pdf = await call('GET', `/invoices/${order.id}/credit-notes/${note.id}/pdf`, s.auth);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    for (const field of [
      'CREDIT NOTE',
      `Credit note No. ${note.number}`,
      `Against invoice ${view.invoice.number}`,
      'Reason: Goods returned',
      'Credit note total ( ₹ ) 600.00',
    ])
      expect(text, field).toContain(field);
    // The note credits the variant the invoice sold: its SKU as on the invoice.
    expect(view.invoice.lines[0].sku).toMatch(/\S/);
    expect(text).toContain(`SKU ${view.invoice.lines[0].sku}`);
    const other = await signUpShopper(t.app);
    expect(
      (await call('GET', `/invoices/${order.id}/credit-notes/${note.id}/pdf`, other.auth)).statusCode,
    ).toBe(404);
  });

  it("the owner downloads a month's report: invoice-wise lines and the HSN summary", async () => {
    const month = indiaDate(new Date()).slice(0, 7);
    const bad = await call('GET', '/admin/gst/report?month=2026-13', t.admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Choose a month as YYYY-MM.');
    const res = await call('GET', `/admin/gst/report?month=${month}`, t.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const [lines, hsn] = res.body.split(/\r\n\r\nHSN summary/);
    expect(lines).toContain('Document type,Document number,Document date');
    expect(lines).toContain('HSN,Description,SKU,Quantity');
    expect(lines).toMatch(/Invoice,ZR\/\d\d-\d\d\/\d{6}/);
    expect(lines).toMatch(/Credit note,ZR\/CN\//);
    expect(lines).toContain('19-West Bengal');
    expect(hsn).toContain('HSN,UQC,Total quantity,Rate %,Total value,Taxable value,IGST,CGST,SGST');
    expect(hsn).toMatch(/\r\n621410,PCS-PIECES,1,5,270\.00,257\.14,12\.86,0\.00,0\.00\r\n/);
    // Net of the credit note: 2,430 + 1,200 invoiced under 6204, 600 credited.
    expect(hsn).toMatch(/\r\n6204,PCS-PIECES,2,5,3030\.00,/);
    expect((await call('GET', `/admin/gst/report?month=${month}`, {})).statusCode).toBe(401);
  });

  it("an exchange's ₹0 order gets no invoice of its own, from the sweep or on asking", async () => {
    const { issueMissingInvoices } = await import('./invoices.service.ts');
    const s = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 500, stock: 5 });
    const order = await insertSingleOrder(t.db, s.userId, p.id, { price: 0, paymentId: 'exchange_1' });
    await issueMissingInvoices(t.db);
    expect(await singleInvoices(order.id)).toHaveLength(0);
    expect((await call('GET', `/invoices/${order.id}`, s.auth)).statusCode).toBe(404);
  });

  it('a payment the rate table cannot price is still taken; the sweep job issues its invoice later', async () => {
    const rates = await t.db.select().from(gstRates);
    await t.db.delete(gstRates);
    const s = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 1500 });
    const order = await buySingle(s, p.id, 1500);
    expect(await singleInvoices(order.id)).toHaveLength(0);
    await t.db.insert(gstRates).values(rates);
    await t.app.payments.runJob('invoices.sweep');
    const [row] = await singleInvoices(order.id);
    expect(row.document.totals.total).toBe(1500);
  });

  it('an invoice first issued after a full refund lists its credit note, on the page and in its PDF', async () => {
    // Issue 23: the invoice could not be issued at payment (no rate in force), the order was cancelled and
    // refunded in full, and the invoice made afterwards showed no credit note.
    const rates = await t.db.select().from(gstRates);
    await t.db.delete(gstRates);
    const s = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 1800, category: 'Women Western' });
    const order = await buySingle(s, p.id, 1800);
    expect(await singleInvoices(order.id)).toHaveLength(0);
    await t.db.insert(gstRates).values(rates);
    const cancelled = await call('POST', '/updateOrderStatus', t.admin, {
      orderId: order.id,
      userId: s.userId,
      status: 'cancelled',
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await call('POST', '/admin/refunds', t.admin, { orderId: String(order.id) })).statusCode).toBe(
      201,
    );

    const view = (await call('GET', `/invoices/${order.id}`, s.auth)).json() as InvoiceView;
    expect(view.invoice.totals.total).toBe(1800);
    expect(view.creditNotes).toEqual([
      expect.objectContaining({ number: expect.stringMatching(/^ZR\/CN\//), amount: 1800 }),
    ]);
    const text = await pdfText((await call('GET', `/invoices/${order.id}/pdf`, s.auth)).rawPayload);
    expect(text).toContain('Credit notes against this invoice');
    expect(text).toContain(view.creditNotes[0].number);
    expect(text).toContain('Order cancelled and refunded');
    // The owner's copy lists it too; asking again issues nothing more.
    const ownerText = await pdfText(
      (await call('GET', `/admin/invoices/${order.id}/pdf`, t.admin)).rawPayload,
    );
    expect(ownerText).toContain(view.creditNotes[0].number);
    expect(
      ((await call('GET', `/invoices/${order.id}`, s.auth)).json() as InvoiceView).creditNotes,
    ).toHaveLength(1);
  });

  it('draws an invoice PDF once, in a worker thread, and keeps it; a new credit note draws it anew', async () => {
    // Issue 23: each PDF took ~170 ms of the event loop; 16 at a time held /api/health for seconds.
    const s = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 2100, category: 'Women Western' });
    const order = await buySingle(s, p.id, 2100);
    const before = pdfDraws();
    const first = await call('GET', `/invoices/${order.id}/pdf`, s.auth);
    expect(first.statusCode).toBe(200);
    expect(pdfDraws()).toEqual({ drawn: before.drawn + 1, inWorker: before.inWorker + 1 });
    const second = await call('GET', `/invoices/${order.id}/pdf`, s.auth);
    const owners = await call('GET', `/admin/invoices/${order.id}/pdf`, t.admin);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(owners.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(pdfDraws().drawn).toBe(before.drawn + 1);
    // Kept in the storage's private documents: DATA_DIR/documents, readable by the shop's user alone (it holds
    // her name and address), or the private bucket.
    const kept = async (prefix: string) =>
      (await t.app.storage.list(`private/documents/${prefix}`)).map((o) =>
        o.key.slice('private/documents/'.length),
      );
    expect((await kept('invoice-')).length).toBeGreaterThan(0);
    const folder = join(t.dataDir, 'documents');
    if (storage === 'local') {
      expect(statSync(folder).mode & 0o777).toBe(0o700);
      for (const f of await kept('invoice-')) expect(statSync(join(folder, f)).mode & 0o777).toBe(0o600);
    } else expect(existsSync(folder)).toBe(false);

    // A refund adds a credit note: the invoice's PDF now lists it, drawn once more, the old file replaced.
    await call('POST', '/updateOrderStatus', t.admin, {
      orderId: order.id,
      userId: s.userId,
      status: 'returned',
    });
    expect(
      (await call('POST', '/admin/refunds', t.admin, { orderId: String(order.id), amount: 700 })).statusCode,
    ).toBe(201);
    const third = await call('GET', `/invoices/${order.id}/pdf`, s.auth);
    expect(third.rawPayload.equals(first.rawPayload)).toBe(false);
    expect(await pdfText(third.rawPayload)).toContain('Credit notes against this invoice');
    expect(pdfDraws().drawn).toBe(before.drawn + 2);
    const invoiceId = (await singleInvoices(order.id))[0].id;
    expect(await kept(`invoice-${invoiceId}-`)).toHaveLength(1);
  });

  it('rate-limits the PDF routes per address: past 20 a minute, 429', async () => {
    const s = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 900 });
    const order = await buySingle(s, p.id, 1000);
    const codes: number[] = [];
    for (let i = 0; i < 22; i++)
      codes.push(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/invoices/${order.id}/pdf`,
            headers: s.auth,
            remoteAddress: '10.61.0.7',
          })
        ).statusCode,
      );
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    expect(codes.slice(20)).toEqual([429, 429]);
    // Another address is not held up by it.
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/invoices/${order.id}/pdf`,
      headers: s.auth,
      remoteAddress: '10.61.0.8',
    });
    expect(other.statusCode).toBe(200);
  });
});
