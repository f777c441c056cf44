// "Your order has shipped": courier, AWB with the courier's tracking link, and the shop's tracking page.
import { SHOP_NAME } from '@zariya/shared/constants';
import { formatInr } from '@zariya/shared/pricing';
import { escapeHtml, layout, paragraph } from '../../lib/mail-layout.ts';
import type { MailMessage } from '../../lib/mailer.ts';

export type ShippedMailInput = {
  to: string;
  name: string;
  orderRef: string;
  items: string[];
  courier: string;
  awb: string;
  trackingUrl: string | null;
  trackOrderUrl: string;
  /** Rupees to hand the courier (pay on delivery), or null when paid online. */
  cashToPay: number | null;
};

export function shippedMail(m: ShippedMailInput): MailMessage {
  const subject = `Your ${SHOP_NAME} order ${m.orderRef} has shipped`;
  const cash =
    m.cashToPay === null ? null : `Please keep ${formatInr(m.cashToPay)} ready to pay on delivery.`;
  const text = [
    `Hello ${m.name},`,
    '',
    `Your order ${m.orderRef} is on its way:`,
    ...m.items.map((i) => `  - ${i}`),
    '',
    `Courier: ${m.courier}`,
    `AWB: ${m.awb}`,
    ...(m.trackingUrl ? [`Track with the courier: ${m.trackingUrl}`] : []),
    `Track on ${SHOP_NAME}: ${m.trackOrderUrl}`,
    ...(cash ? ['', cash] : []),
    '',
    `- ${SHOP_NAME}`,
  ].join('\n');
  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="color:#8b1e3f;font-weight:bold">${escapeHtml(label)}</a>`;
  const html = layout(
    subject,
    [
      paragraph(`Hello ${escapeHtml(m.name)},`),
      paragraph(`Your order <strong>${escapeHtml(m.orderRef)}</strong> is on its way:`),
      paragraph(m.items.map((i) => escapeHtml(i)).join('<br>')),
      paragraph(
        `Courier: <strong>${escapeHtml(m.courier)}</strong><br>AWB: <strong>${escapeHtml(m.awb)}</strong>${
          m.trackingUrl ? `<br>${link(m.trackingUrl, 'Track with the courier')}` : ''
        }`,
      ),
      paragraph(link(m.trackOrderUrl, `Track on ${SHOP_NAME}`)),
      ...(cash ? [paragraph(escapeHtml(cash))] : []),
    ].join('\n'),
  );
  return { to: m.to, subject, text, html };
}
