// The pay-on-delivery confirmation mail: the code that places the order, and what will be collected.
import { OTP_TTL_SECONDS, SHOP_NAME } from '@zariya/shared/constants';
import { formatInr } from '@zariya/shared/pricing';
import { greetingName } from '@zariya/shared/message-text';
import { escapeHtml, layout, paragraph } from '../../lib/mail-layout.ts';
import type { MailMessage } from '../../lib/mailer.ts';

const minutes = Math.round(OTP_TTL_SECONDS / 60);

export function codCodeMail(to: string, fullname: string, code: string, total: number): MailMessage {
  // Her name as she typed it, without links (shared messageText, issue 23).
  const name = greetingName(fullname);
  const subject = `Your ${SHOP_NAME} pay-on-delivery code`;
  const text = [
    `Hello ${name},`,
    '',
    `To place your pay-on-delivery order of ${formatInr(total)}, enter this code:`,
    '',
    `    ${code}`,
    '',
    `It is valid for ${minutes} minutes and works only once.`,
    'If you did not order anything, ignore this e-mail: no order is placed without the code.',
    '',
    `- ${SHOP_NAME}`,
  ].join('\n');
  const html = layout(
    subject,
    [
      paragraph(`Hello ${escapeHtml(name)},`),
      paragraph(
        `To place your pay-on-delivery order of <strong>${escapeHtml(formatInr(total))}</strong>, enter this code:`,
      ),
      `<tr><td align="center" style="padding:16px 0"><div style="display:inline-block;font-size:36px;font-weight:bold;letter-spacing:10px;font-family:'Courier New',monospace;background:#f6f1ee;border-radius:6px;padding:12px 20px">${code}</div></td></tr>`,
      paragraph(`It is valid for <strong>${minutes} minutes</strong> and works only once.`),
      paragraph('If you did not order anything, ignore this e-mail: no order is placed without the code.'),
    ].join('\n'),
  );
  return { to, subject, text, html };
}
