// "Tell me when it's back" (decision 0043 phase 2 step 5): the notice that a size or colour she asked about sells
// again — an e-mail always, WhatsApp (template `back_in_stock`) when she opted in and proved her number. The
// alert was claimed once by flows/back-in-stock.flow.ts before these jobs were queued; each channel retries apart.
import { SHOP_NAME } from '@zariya/shared/constants';
import { MESSAGE_TEXT_MAX, messageText } from '@zariya/shared/message-text';
import { whatsappNumber } from '@zariya/shared/notifications';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { escapeHtml, layout, paragraph } from '../../lib/mail-layout.ts';
import type { Mailer, MailMessage } from '../../lib/mailer.ts';
import * as repo from './notifications.repository.ts';
import { sendTemplateOnce, type WhatsApp } from './whatsapp.ts';

/** What a back-in-stock job carries (read when the alert was claimed). */
export type BackInStockNotice = {
  alertId: number;
  userId: number;
  to: string;
  name: string;
  productName: string;
  brandName: string;
  /** 'M', 'Red', 'M · Red'; '' for a product without sizes or colours. */
  label: string;
  productUrl: string;
};

export function backInStockMail(n: BackInStockNotice): MailMessage {
  const what = n.label ? `${n.productName} (${n.label})` : n.productName;
  const subject = `Back in stock: ${what}`;
  const text = [
    `Hello ${n.name},`,
    '',
    `${what} by ${n.brandName} is back in stock, as you asked us to tell you.`,
    'Pieces go fast: it is yours once you order it.',
    '',
    `See it: ${n.productUrl}`,
    '',
    `- ${SHOP_NAME}`,
  ].join('\n');
  const html = layout(
    subject,
    [
      paragraph(`Hello ${escapeHtml(n.name)},`),
      paragraph(
        `<strong>${escapeHtml(what)}</strong> by ${escapeHtml(n.brandName)} is back in stock, as you asked us to tell you.`,
      ),
      paragraph('Pieces go fast: it is yours once you order it.'),
      paragraph(
        `<a href="${escapeHtml(n.productUrl)}" style="display:inline-block;background:#8b1e3f;color:#ffffff;padding:10px 18px;border-radius:6px;font-weight:bold;text-decoration:none">See it</a>`,
      ),
    ].join('\n'),
  );
  return { to: n.to, subject, text, html };
}

export const sendBackInStockEmail = (mailer: Mailer, notice: BackInStockNotice) =>
  mailer.send(backInStockMail(notice));

/** Sends the WhatsApp template when she opted in with a proved number; Meta's lasting refusal is logged, not retried. */
export async function sendBackInStockWhatsapp(
  deps: { db: Db; whatsapp: WhatsApp; log: FastifyBaseLogger },
  n: BackInStockNotice,
) {
  const prefs = await repo.findPrefs(deps.db, n.userId);
  if (!prefs?.whatsapp) return 'not-opted-in';
  const to = whatsappNumber(prefs.contact);
  if (!prefs.verified || !to) return 'not-verified';
  const template = 'back_in_stock';
  const what = messageText(n.label ? `${n.productName} (${n.label})` : n.productName, MESSAGE_TEXT_MAX);
  return sendTemplateOnce(deps.whatsapp, deps.log, { to, template, params: [n.name, what, n.productUrl] });
}
