// The pay-on-delivery confirmation mail: the code that places the order, and what will be collected.
import { SHOP_NAME } from '@zariya/shared/constants';
import { formatInr } from '@zariya/shared/pricing';
import { codeMail } from '../../lib/code-mail.ts';
import { escapeHtml } from '../../lib/mail-layout.ts';
import type { MailMessage } from '../../lib/mailer.ts';

export function codCodeMail(to: string, fullname: string, code: string, total: number): MailMessage {
  const warning = 'If you did not order anything, ignore this e-mail: no order is placed without the code.';
  return codeMail(to, {
    subject: `Your ${SHOP_NAME} pay-on-delivery code`,
    fullname,
    code,
    lead: {
      text: `To place your pay-on-delivery order of ${formatInr(total)}, enter this code:`,
      html: `To place your pay-on-delivery order of <strong>${escapeHtml(formatInr(total))}</strong>, enter this code:`,
    },
    closing: { text: [warning], html: warning },
  });
}
