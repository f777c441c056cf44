// The abandoned-cart reminder: what is still in her bag, a link back to /cart, and a one-click stop link.
import { SHOP_NAME } from '@zariya/shared/constants';
import { formatInr } from '@zariya/shared/pricing';
import { escapeHtml, layout, paragraph } from '../../lib/mail-layout.ts';
import type { MailMessage } from '../../lib/mailer.ts';

export type CartReminderInput = {
  to: string;
  name: string;
  items: Array<{ name: string; quantity: number; price: number }>;
  cartUrl: string;
  stopUrl: string;
};

export function cartReminderMail(m: CartReminderInput): MailMessage {
  const subject = `Your ${SHOP_NAME} bag is waiting for you`;
  const line = (i: CartReminderInput['items'][number]) =>
    `${i.name} × ${i.quantity} — ${formatInr(i.price)} each`;
  const text = [
    `Hello ${m.name},`,
    '',
    'You left these in your bag:',
    ...m.items.map((i) => `  - ${line(i)}`),
    '',
    `Your bag: ${m.cartUrl}`,
    '',
    `No more reminders like this: ${m.stopUrl}`,
    '',
    `- ${SHOP_NAME}`,
  ].join('\n');
  const html = layout(
    subject,
    [
      paragraph(`Hello ${escapeHtml(m.name)},`),
      paragraph('You left these in your bag:'),
      paragraph(m.items.map((i) => escapeHtml(line(i))).join('<br>')),
      paragraph(
        `<a href="${escapeHtml(m.cartUrl)}" style="display:inline-block;background:#8b1e3f;color:#ffffff;padding:10px 18px;border-radius:6px;font-weight:bold;text-decoration:none">Go to your bag</a>`,
      ),
      `<tr><td style="font-size:12px;line-height:18px;padding-top:16px;color:#6b5b61"><a href="${escapeHtml(m.stopUrl)}" style="color:#6b5b61">No more reminders like this</a></td></tr>`,
    ].join('\n'),
  );
  return { to: m.to, subject, text, html };
}
