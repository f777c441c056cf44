// Tax invoices and credit notes (CGST Rules 46 and 53, decision 0022). An invoice is issued once per paid order
// (settlement issues it in the payment's own transaction; COD issues it when delivered), numbered from a guarded
// counter in the same transaction, and stored as a frozen document; a refund issues a credit note against it.
import type { DeliveryAddress } from '@zariya/shared/accounts';
import { SHOP_NAME } from '@zariya/shared/constants';
import {
  amountInWords,
  creditNoteLines,
  creditNoteNumber,
  financialYear,
  type GstLineInput,
  type LineOffer,
  GstRateMissingError,
  indiaDate,
  invoiceNumber,
  taxInvoice,
} from '@zariya/shared/gst';
import { GST_MESSAGES, type GstDocument, type InvoiceView } from '@zariya/shared/gst-api';
import { stateByCode, stateByName } from '@zariya/shared/gstin';
import { orderRef, parseOrderRef } from '@zariya/shared/order-refs';
import { type LineDiscount, netOfShares } from '@zariya/shared/line-shares';
import { fromPaise, toPaise } from '@zariya/shared/pricing';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { inTransaction, isRetryableConflict } from '../../db/transaction.ts';
import { notFound } from '../../errors.ts';
import { offerNamesOf } from '../../queries/offer-names.query.ts';
import { skusOf } from '../../queries/variant-skus.query.ts';
import { categoryHsn, type ShopProfile, shopProfile } from './gst-settings.service.ts';
import * as repo from './invoices.repository.ts';

const FALLBACK_HSN = '6204';

export const invoiceNotFound = () => notFound(GST_MESSAGES.invoiceNotFound, 'INVOICE_NOT_FOUND');

type OrderFacts = {
  userId: number;
  paid: boolean;
  lines: GstLineInput[];
  bundleCoupon: boolean;
  shipping: number;
  /** The cash-on-delivery fee the shopper paid with the goods (0 for an order paid online). */
  codFee: number;
  /** Set when the stored total cannot be rebuilt from the lines: the goods are spread to make it exact. */
  goodsTotal?: number;
  buyer: { name: string; email: string; phone: string };
  address: DeliveryAddress | null;
};

/**
 * The offers behind each line's stored discount (migration 0038), named as the shop names them now (else by their
 * code), for the invoice to print under each line; parts of one name are added together.
 */
async function offersOf(db: Db, lines: ReadonlyArray<{ discounts: LineDiscount[] | null }>) {
  const names = await offerNamesOf(
    db,
    lines.flatMap((l) => (l.discounts ?? []).map((d) => d.offerId)),
  );
  return lines.map((l): LineOffer[] => {
    const byName = new Map<string, number>();
    for (const d of l.discounts ?? []) {
      if (d.paise <= 0) continue;
      const name = (d.offerId !== null && names.get(d.offerId)) || d.code || 'Discount';
      byName.set(name, (byName.get(name) ?? 0) + d.paise);
    }
    return [...byName].map(([name, paise]) => ({ name, amount: fromPaise(paise) }));
  });
}

const describe = (name: string, size: string, color: string) =>
  [name, [size, color].filter(Boolean).join(', ')].filter(Boolean).join(' — ');

async function hsnOf(db: Db, productIds: number[]) {
  const defaults = await categoryHsn(db);
  const info = await repo.productsTaxInfo(db, productIds);
  return (id: number) => {
    const p = info.find((row) => row.id === id);
    return { hsn: p?.hsnCode ?? (p ? defaults[p.category] : undefined) ?? FALLBACK_HSN, price: p?.newPrice };
  };
}

async function singleFacts(tx: Db, id: number): Promise<OrderFacts | null> {
  const order = await repo.lockSingleOrder(tx, id);
  if (!order) return null;
  const tax = (await hsnOf(tx, [order.productId]))(order.productId);
  // The stored price is the goods plus their shipping (stored beside it); the goods are the line's price less its
  // stored share of every discount (migration 0038), so the price of a piece is (goods + share) ÷ pieces.
  const shipping = Math.min(order.shippingFee, order.price);
  const goodsPaise = toPaise(order.price) - toPaise(shipping);
  const grossPaise = goodsPaise + order.discountPaise;
  const unitPrice = fromPaise(Math.round(grossPaise / Math.max(1, order.quantity)));
  const sku = (await skusOf(tx, [order.variantId])).get(order.variantId ?? 0);
  const [offers] = await offersOf(tx, [order]);
  const line: GstLineInput = {
    description: describe(order.productName, order.size, order.color),
    ...(sku ? { sku } : {}),
    hsn: tax.hsn,
    unitPrice,
    quantity: order.quantity,
    couponApplied: order.couponCode !== null,
    discountPaise: order.discountPaise,
    discounts: offers,
  };
  return {
    userId: order.userId,
    paid: order.paymentId !== null,
    lines: [line],
    bundleCoupon: false,
    shipping,
    codFee: order.codFee,
    // What was paid for the goods, the figure a return of its pieces pays back (order-charges.ts).
    goodsTotal: fromPaise(goodsPaise),
    buyer: { name: order.userName, email: order.userEmail, phone: order.userNumber },
    address: order.deliveryAddress,
  };
}

async function bundleFacts(tx: Db, id: number): Promise<OrderFacts | null> {
  const order = await repo.lockBundleOrder(tx, id);
  if (!order) return null;
  const items = await repo.bundleItems(tx, id);
  const tax = await hsnOf(
    tx,
    items.map((i) => i.productId),
  );
  const skus = await skusOf(
    tx,
    items.map((i) => i.variantId),
  );
  const offers = await offersOf(tx, items);
  const lines = items.map((i, n) => ({
    description: describe(i.productName, i.size, i.color),
    ...(i.variantId !== null && skus.has(i.variantId) ? { sku: skus.get(i.variantId) } : {}),
    hsn: tax(i.productId).hsn,
    unitPrice: i.price,
    quantity: i.quantity,
    couponApplied: i.couponApplied,
    discountPaise: i.discountPaise,
    discounts: offers[n],
  }));
  // Each line is its price less its stored share of every discount (migration 0038); the rest of the stored total
  // is the shipping (returns value the order the same way: order-charges.ts bundleCharges).
  const totalPaise = toPaise(order.totalAmount);
  const net = netOfShares(
    lines.map((l) => ({ grossPaise: toPaise(l.unitPrice) * l.quantity, discountPaise: l.discountPaise })),
    totalPaise,
  );
  const goodsPaise = net.reduce((a, b) => a + b, 0);
  return {
    userId: order.userId,
    paid: order.paymentId !== null,
    lines,
    bundleCoupon: order.couponApplied,
    shipping: fromPaise(Math.max(0, totalPaise - goodsPaise)),
    codFee: order.codFee,
    goodsTotal: fromPaise(goodsPaise),
    buyer: { name: order.userName, email: order.userEmail, phone: order.userNumber },
    address: order.deliveryAddress,
  };
}

const addressText = (a: DeliveryAddress | null) =>
  a
    ? [a.addressLine1, a.addressLine2, `${a.city}, ${a.state} ${a.postalCode}`, a.country]
        .filter(Boolean)
        .join(', ')
    : '';

function invoiceDocument(
  shop: ShopProfile,
  facts: OrderFacts,
  ref: string,
  number: string,
  date: string,
  rates: repo.RateRows,
): GstDocument {
  const shopState = stateByCode(shop.stateCode)!;
  // B2C: the place of supply is the delivery address's state; without a readable one, the supplier's location.
  const delivery = stateByName(facts.address?.state) ?? shopState;
  const intraState = delivery.code === shopState.code;
  const { lines, totals } = taxInvoice({
    lines: facts.lines,
    bundleCoupon: facts.bundleCoupon,
    shipping: facts.shipping,
    codFee: facts.codFee,
    goodsTotal: facts.goodsTotal,
    date,
    intraState,
    rates,
  });
  return {
    kind: 'invoice',
    title: 'Tax Invoice',
    number,
    date,
    orderRef: ref,
    seller: {
      name: shop.legalName,
      tradeName: shop.tradeName || SHOP_NAME,
      address: shop.address,
      stateName: shopState.name,
      stateCode: shopState.code,
      gstin: shop.gstin,
    },
    buyer: {
      ...facts.buyer,
      address: addressText(facts.address),
      stateName: delivery.name,
      stateCode: delivery.code,
      gstin: null,
    },
    shipTo: addressText(facts.address),
    placeOfSupply: { name: delivery.name, code: delivery.code },
    intraState,
    reverseCharge: 'No',
    lines,
    totals,
    amountInWords: amountInWords(totals.total),
    against: null,
    reason: null,
    signatory: shop.legalName,
  };
}

/**
 * Issues the tax invoice of a paid (or, for COD, delivered) order inside the caller's transaction `tx`, or answers
 * the one it already has: issuing twice gives the same invoice. Null while the shop's GST details are not saved.
 * The order's row is locked first, so two issuers of one order take turns; the number comes from the guarded
 * counter, so concurrent issuers of different orders get consecutive numbers with no gap and no duplicate.
 */
export async function issueInvoiceForOrder(
  tx: Db,
  ref: string,
  options: { now?: Date } = {},
): Promise<repo.DocumentRow | null> {
  const parsed = parseOrderRef(ref);
  if (!parsed) throw invoiceNotFound();
  const shop = await shopProfile(tx);
  if (!shop) return null;
  const facts =
    parsed.type === 'single' ? await singleFacts(tx, parsed.id) : await bundleFacts(tx, parsed.id);
  if (!facts) throw invoiceNotFound();
  const existing = await repo.findInvoice(tx, parsed.type, parsed.id);
  if (existing) return existing;
  const date = indiaDate(options.now ?? new Date());
  const fy = financialYear(date);
  const rates = await repo.rateRows(tx);
  const serial = await repo.nextSerial(tx, 'invoice', fy);
  const number = invoiceNumber(shop.invoicePrefix, fy, serial);
  const document = invoiceDocument(shop, facts, orderRef(parsed.type, parsed.id), number, date, rates);
  const invoice = await repo.insertDocument(tx, {
    kind: 'invoice',
    number,
    financialYear: fy,
    serial,
    orderKind: parsed.type,
    orderId: parsed.id,
    userId: facts.userId,
    documentDate: date,
    totalPaise: toPaise(document.totals.total),
    document,
  });
  // Refunds recorded before the invoice existed (it could not be issued at payment) had no invoice to credit:
  // their credit notes follow it now, so the invoice never shows a refunded order as fully owed (issue 23).
  for (const refund of await repo.refundsOfOrder(tx, parsed.type, parsed.id))
    await issueCreditNoteForRefund(tx, refund, options.now);
  return invoice;
}

/**
 * Settlement's call: the invoice in the payment's transaction, under a savepoint, so that a shop whose GST setup
 * cannot price the order (no rate in force, say) still takes the payment; the invoice sweep issues it later.
 */
export async function issueInvoiceOnPayment(tx: Db, ref: string, now: Date, log?: FastifyBaseLogger) {
  try {
    return await tx.transaction((sp) => issueInvoiceForOrder(sp as unknown as Db, ref, { now }));
  } catch (err) {
    // A deadlock retries the whole settlement; anything else (no rate in force, a bug) must not refuse the payment.
    if (isRetryableConflict(err)) throw err;
    log?.error(
      {
        orderRef: ref,
        err: { message: (err as Error).message, missingRate: err instanceof GstRateMissingError },
      },
      'invoice not issued at payment; the invoice sweep tries again',
    );
    return null;
  }
}

/** The sweep job: paid orders since the shop's GST details were saved that still lack an invoice get one. */
export async function issueMissingInvoices(db: Db, log?: FastifyBaseLogger, now = new Date()) {
  const shop = await shopProfile(db);
  if (!shop) return 0;
  let issued = 0;
  for (const order of await repo.paidOrdersWithoutInvoice(db, new Date(shop.configuredAt), 50)) {
    try {
      if (await inTransaction(db, (tx) => issueInvoiceForOrder(tx, orderRef(order.kind, order.id), { now })))
        issued++;
    } catch (err) {
      log?.error({ order, err: { message: (err as Error).message } }, 'invoice sweep could not issue');
    }
  }
  return issued;
}

/**
 * A credit note (Rule 53) against an order's invoice, in the caller's transaction, for `amountPaise` (the whole
 * invoice when omitted). `creditFor` names what it answers ('refund:12', 'return:B-3'); the same one never gets a
 * second note. Null when the order has no invoice (or the shop no GST details).
 */
/** A return's own figures for its credit note: per goods line of the order (in order), and whether the extras go. */
export type ReturnCredit = {
  goods: ReadonlyArray<{ paise: number; quantity: number }>;
  charges: boolean;
};

export async function issueCreditNote(
  tx: Db,
  input: { orderRef: string; creditFor: string; amountPaise?: number; reason: string; credit?: ReturnCredit },
  now = new Date(),
) {
  const existing = await repo.findCreditNoteFor(tx, input.creditFor);
  if (existing) return existing;
  const parsed = parseOrderRef(input.orderRef);
  if (!parsed) return null;
  const invoice = await repo.findInvoice(tx, parsed.type, parsed.id);
  const shop = await shopProfile(tx);
  if (!invoice || !shop) return null;
  const date = indiaDate(now);
  const fy = financialYear(date);
  const { credit } = input;
  // The invoice's goods lines come first, in the order's line order; its charge lines (shipping, COD) follow.
  const parts = credit
    ? invoice.document.lines.map((l, i) =>
        i < credit.goods.length
          ? credit.goods[i]
          : { paise: credit.charges ? toPaise(l.value) : 0, quantity: l.quantity },
      )
    : undefined;
  const { lines, totals } = creditNoteLines(
    invoice.document.lines,
    fromPaise(input.amountPaise ?? invoice.totalPaise),
    invoice.document.intraState,
    parts,
  );
  const serial = await repo.nextSerial(tx, 'credit_note', fy);
  const number = creditNoteNumber(shop.invoicePrefix, fy, serial);
  const document: GstDocument = {
    ...invoice.document,
    kind: 'credit_note',
    title: 'Credit Note',
    number,
    date,
    lines,
    totals,
    amountInWords: amountInWords(totals.total),
    against: { number: invoice.number, date: invoice.documentDate },
    reason: input.reason,
  };
  return repo.insertDocument(tx, {
    kind: 'credit_note',
    number,
    financialYear: fy,
    serial,
    orderKind: parsed.type,
    orderId: parsed.id,
    userId: invoice.userId,
    invoiceId: invoice.id,
    creditFor: input.creditFor,
    documentDate: date,
    totalPaise: toPaise(totals.total),
    document,
  });
}

/** A refund of an order, recorded by the owner: its credit note, in the refund's transaction. */
export async function issueCreditNoteForRefund(
  tx: Db,
  refund: {
    id: number;
    orderKind: string | null;
    orderId: number | null;
    amountPaise: number;
    reason: string;
  },
  now = new Date(),
  credit?: ReturnCredit,
) {
  if ((refund.orderKind !== 'single' && refund.orderKind !== 'bundle') || refund.orderId === null)
    return null;
  return issueCreditNote(
    tx,
    {
      orderRef: orderRef(refund.orderKind, refund.orderId),
      creditFor: `refund:${refund.id}`,
      amountPaise: refund.amountPaise,
      reason: refund.reason === 'returned' ? 'Goods returned' : 'Order cancelled and refunded',
      credit,
    },
    now,
  );
}

export type Viewer = { admin: true } | { admin: false; userId: number };

/** A credit note as its invoice's PDF lists it. */
export type ListedCreditNote = { id: number; number: string; date: string; amount: number; reason: string };

/**
 * The invoice of an order for its shopper or the owner; a paid order whose invoice was not issued yet (the shop
 * was set up after, or issuing failed) gets it now. Another shopper's order is 'not found', as a missing one is.
 */
export async function invoiceFor(
  db: Db,
  viewer: Viewer,
  ref: string,
): Promise<InvoiceView & { id: number; listed: ListedCreditNote[] }> {
  const parsed = parseOrderRef(ref);
  if (!parsed) throw invoiceNotFound();
  let invoice: repo.DocumentRow | null | undefined = await repo.findInvoice(db, parsed.type, parsed.id);
  if (!invoice) {
    const owner = await repo.orderOwner(db, parsed.type, parsed.id);
    if (!owner || (!viewer.admin && owner.userId !== viewer.userId)) throw invoiceNotFound();
    if (!owner.paid) throw invoiceNotFound();
    if (!(await shopProfile(db))) throw notFound(GST_MESSAGES.notConfigured, 'INVOICES_NOT_SET_UP');
    invoice = await inTransaction(db, (tx) => issueInvoiceForOrder(tx, orderRef(parsed.type, parsed.id)));
    if (!invoice) throw invoiceNotFound();
  }
  if (!viewer.admin && invoice.userId !== viewer.userId) throw invoiceNotFound();
  const notes = await repo.creditNotesOf(db, invoice.id);
  return {
    id: invoice.id,
    invoice: invoice.document,
    creditNotes: notes.map((n) => ({
      id: n.id,
      number: n.number,
      date: n.documentDate,
      amount: fromPaise(n.totalPaise),
    })),
    listed: notes.map((n) => ({
      id: n.id,
      number: n.number,
      date: n.documentDate,
      amount: fromPaise(n.totalPaise),
      reason: n.document.reason ?? '',
    })),
  };
}

/** One credit note of an order, for the same viewers as its invoice. */
export async function creditNoteFor(db: Db, viewer: Viewer, ref: string, id: number): Promise<GstDocument> {
  const parsed = parseOrderRef(ref);
  const note = await repo.findDocument(db, id);
  if (
    !parsed ||
    !note ||
    note.kind !== 'credit_note' ||
    note.orderKind !== parsed.type ||
    note.orderId !== parsed.id ||
    (!viewer.admin && note.userId !== viewer.userId)
  )
    throw notFound(GST_MESSAGES.creditNoteNotFound, 'CREDIT_NOTE_NOT_FOUND');
  return note.document;
}
