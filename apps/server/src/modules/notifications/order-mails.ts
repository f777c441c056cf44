// The order-update e-mails (placed, shipped, delivered, cancelled, refunded), in the shop's frame
// (lib/mail-layout.ts) with a plain-text part, and the WhatsApp template each event uses. Pure: the job reads
// the order and hands it here, so tests render them without a database.
import { SHOP_NAME } from '@zariya/shared/constants';
import type { OrderEventKind } from '../../lib/order-events.ts';
import { formatInr } from '@zariya/shared/pricing';
import { escapeHtml, layout, paragraph } from '../../lib/mail-layout.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { shippedMail } from './shipped-mail.ts';

export type OrderNotice = {
  kind: OrderEventKind;
  to: string;
  name: string;
  orderRef: string;
  items: string[];
  /** What the order costs her in rupees (goods, shipping and any COD fee). */
  total: number;
  paymentMethod: 'online' | 'cod';
  /** The shop's tracking page of this order. */
  trackOrderUrl: string;
  /** Shipped only. */
  shipment?: { courier: string; awb: string; trackingUrl: string | null } | null;
  /** Refunded only: rupees on their way back. */
  refundAmount?: number;
  /** Undelivered only: the courier's reason, and her signed answer link and its token. */
  failed?: { reason: string; answerUrl: string; token: string };
};

const link = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="color:#8b1e3f;font-weight:bold">${escapeHtml(label)}</a>`;

type Wording = { subject: string; lead: string; after: string[] };

function wording(n: OrderNotice): Wording {
  const total = formatInr(n.total);
  switch (n.kind) {
    case 'placed':
      return {
        subject: `Your ${SHOP_NAME} order ${n.orderRef} is placed`,
        lead: `Thank you! We have your order ${n.orderRef}:`,
        after: [
          n.paymentMethod === 'cod'
            ? `Total ${total}, to pay in cash on delivery.`
            : `Total ${total}, paid online.`,
          'We will write again when it ships.',
        ],
      };
    case 'delivered':
      return {
        subject: `Your ${SHOP_NAME} order ${n.orderRef} is delivered`,
        lead: `Your order ${n.orderRef} has been delivered:`,
        after: [`Total ${total}.`, 'We hope you love it. Returns and exchanges are open for 7 days.'],
      };
    case 'cancelled':
      return {
        subject: `Your ${SHOP_NAME} order ${n.orderRef} is cancelled`,
        lead: `Your order ${n.orderRef} has been cancelled:`,
        after: [
          n.paymentMethod === 'cod'
            ? 'Nothing is due: it was to be paid on delivery.'
            : `If you paid ${total} online, the refund follows, and we will write when it is sent.`,
        ],
      };
    case 'refunded':
      return {
        subject: `Refund of ${formatInr(n.refundAmount ?? 0)} for your ${SHOP_NAME} order ${n.orderRef}`,
        lead: `We have refunded ${formatInr(n.refundAmount ?? 0)} for your order ${n.orderRef}:`,
        after: ['It reaches the card, UPI or bank account you paid with in 5–7 working days.'],
      };
    case 'undelivered':
      return {
        subject: `We could not deliver your ${SHOP_NAME} order ${n.orderRef}`,
        lead: `The courier could not deliver your order ${n.orderRef}${n.failed?.reason ? ` (${n.failed.reason})` : ''}:`,
        after: [
          'Please tell us what to do: try again on a day you choose, correct the address, or cancel the order.',
          `Choose here within 3 days: ${n.failed?.answerUrl ?? n.trackOrderUrl}`,
          'Without an answer the courier may return the parcel to us, and the order is cancelled.',
        ],
      };
    case 'shipped':
      throw new Error('shipped has its own mail');
  }
}

export function orderMail(n: OrderNotice): MailMessage {
  if (n.kind === 'shipped')
    return shippedMail({
      to: n.to,
      name: n.name,
      orderRef: n.orderRef,
      items: n.items,
      courier: n.shipment?.courier ?? 'our courier',
      awb: n.shipment?.awb ?? '',
      trackingUrl: n.shipment?.trackingUrl ?? null,
      trackOrderUrl: n.trackOrderUrl,
      cashToPay: n.paymentMethod === 'cod' ? n.total : null,
    });
  const w = wording(n);
  const text = [
    `Hello ${n.name},`,
    '',
    w.lead,
    ...n.items.map((i) => `  - ${i}`),
    '',
    ...w.after,
    '',
    `Your order on ${SHOP_NAME}: ${n.trackOrderUrl}`,
    '',
    `- ${SHOP_NAME}`,
  ].join('\n');
  const html = layout(
    w.subject,
    [
      paragraph(`Hello ${escapeHtml(n.name)},`),
      paragraph(
        escapeHtml(w.lead).replace(escapeHtml(n.orderRef), `<strong>${escapeHtml(n.orderRef)}</strong>`),
      ),
      paragraph(n.items.map((i) => escapeHtml(i)).join('<br>')),
      ...w.after.map((line) => paragraph(escapeHtml(line))),
      ...(n.failed ? [paragraph(link(n.failed.answerUrl, 'Choose what happens next'))] : []),
      paragraph(link(n.trackOrderUrl, 'See your order')),
    ].join('\n'),
  );
  return { to: n.to, subject: w.subject, text, html };
}

/**
 * The WhatsApp template of each event and its body parameters. The templates are approved in the WhatsApp
 * Manager with exactly these names and this many parameters (README of this module).
 */
export function orderTemplate(n: OrderNotice): { template: string; params: string[] } {
  switch (n.kind) {
    case 'placed':
      return { template: 'order_placed', params: [n.name, n.orderRef, formatInr(n.total)] };
    case 'shipped':
      return {
        template: 'order_shipped',
        params: [n.name, n.orderRef, n.shipment?.courier ?? '', n.shipment?.awb ?? '', n.trackOrderUrl],
      };
    case 'delivered':
      return { template: 'order_delivered', params: [n.name, n.orderRef] };
    case 'cancelled':
      return { template: 'order_cancelled', params: [n.name, n.orderRef] };
    case 'undelivered':
      // Body: the three choices in words; its link button opens the answer page ({{1}}: the signed token).
      return {
        template: 'delivery_failed',
        params: [n.name, n.orderRef, n.failed?.reason || 'no one was available'],
      };
    case 'refunded':
      return {
        template: 'order_refunded',
        params: [n.name, n.orderRef, formatInr(n.refundAmount ?? 0)],
      };
  }
}
